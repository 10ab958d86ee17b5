import type { TFunction } from 'i18next';
import { askConfirmation } from '../../../lib/popups.ts';

/** Asks before a step that cannot be undone; true only when the officer chose to go ahead. */
export async function confirmStep(t: TFunction<'certifiedCopy'>, message: string): Promise<boolean> {
  const proceed = t('certifiedCopy:confirm.proceed');
  const answer = await askConfirmation({ message, buttons: [proceed, t('certifiedCopy:cancel')], type: 'warning' });
  return answer === proceed;
}
