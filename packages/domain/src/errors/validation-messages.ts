import type { BilingualText, Language } from '../i18n/language.ts';

/**
 * Field-level messages for the validation failures the portal's schemas can
 * produce, in both languages. Schemas name these keys in their `error` option
 * so that the form and the server say the same thing.
 */
export const VALIDATION_MESSAGES = {
  required: { en: 'This field is required.', te: 'ఈ వివరం తప్పనిసరి.' },
  invalidDate: { en: 'Enter a date as YYYY-MM-DD.', te: 'తేదీని YYYY-MM-DD గా నమోదు చేయండి.' },
  dateRangeOrder: {
    en: 'The "from" date must be on or before the "to" date.',
    te: '"నుండి" తేదీ "వరకు" తేదీకి ముందు లేదా అదే రోజు ఉండాలి.',
  },
  textTooLong: { en: 'This text is too long.', te: 'ఈ వచనం చాలా పొడవుగా ఉంది.' },
  pageOutOfRange: { en: 'Choose a page number from 1 upwards.', te: '1 లేదా అంతకంటే ఎక్కువ పేజీ సంఖ్యను ఎంచుకోండి.' },
  pageSizeOutOfRange: { en: 'Choose between 1 and 50 rows per page.', te: 'ఒక్కో పేజీకి 1 నుండి 50 వరుసలు ఎంచుకోండి.' },
  unknownChoice: { en: 'Choose one of the options offered.', te: 'ఇచ్చిన ఎంపికలలో ఒకదాన్ని ఎంచుకోండి.' },
  invalidValue: { en: 'This value is not valid.', te: 'ఈ విలువ సరైనది కాదు.' },
} as const satisfies Record<string, BilingualText>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** Message for a key a schema reported; unknown keys fall back to a generic message. */
export function validationMessage(key: string, language: Language): string {
  return (isValidationMessageKey(key) ? VALIDATION_MESSAGES[key] : VALIDATION_MESSAGES.invalidValue)[language];
}
