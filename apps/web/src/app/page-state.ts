import type { DehydratedState } from '@tanstack/react-query';
import { isLanguage, type Language } from '@igrs/domain';

/**
 * What a page drawn on the server hands to the browser that takes it over:
 * the language it was drawn in and the answers it was drawn with, in a JSON
 * block beside the root (a data block, not a script, so the strict
 * Content-Security-Policy holds).
 */
export interface PageState {
  language: Language;
  queries: DehydratedState;
}

const PAGE_STATE_ID = 'igrs-page-state';

/** The page state as markup; `<` is escaped so no answer can close the block early. */
export function pageStateMarkup(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<PageState>;
    return isLanguage(state.language) && typeof state.queries === 'object' ? (state as PageState) : undefined;
  } catch {
    return undefined;
  }
}
