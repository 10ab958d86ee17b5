import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { changeLanguage, initI18n } from '../i18n/index.ts';

let started: Promise<void> | undefined;

/** Renders a part with the portal's own translations, in the language asked for. */
export async function renderPart(element: ReactElement, language: 'en' | 'te' = 'en'): Promise<RenderResult> {
  started ??= initI18n();
  await started;
  await changeLanguage(language);
  await i18next.loadLanguages(language);
  return render(element);
}

/** axe's serious and critical findings on what is rendered, by rule and element (colours need a real browser). */
export async function seriousViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
