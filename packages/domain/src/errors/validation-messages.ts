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
  invalidLoginId: {
    en: 'Use 4 to 40 letters, digits, dots, dashes or underscores.',
    te: '4 నుండి 40 అక్షరాలు, అంకెలు, చుక్కలు, హైఫన్‌లు లేదా అండర్‌స్కోర్‌లు వాడండి.',
  },
  invalidName: { en: 'Enter a name of 2 to 100 characters.', te: '2 నుండి 100 అక్షరాల పేరు నమోదు చేయండి.' },
  invalidEmail: { en: 'Enter an email address like name@example.com.', te: 'name@example.com వంటి ఈమెయిల్ చిరునామా నమోదు చేయండి.' },
  invalidMobile: {
    en: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    te: '6, 7, 8 లేదా 9 తో మొదలయ్యే 10 అంకెల భారతీయ మొబైల్ నంబర్ నమోదు చేయండి.',
  },
  invalidAadhaar: {
    en: 'Enter the 12-digit Aadhaar number exactly as printed on the card.',
    te: 'కార్డుపై ముద్రించిన విధంగానే 12 అంకెల ఆధార్ నంబర్ నమోదు చేయండి.',
  },
  passwordTooShort: { en: 'Use at least 8 characters.', te: 'కనీసం 8 అక్షరాలు వాడండి.' },
  passwordTooLong: { en: 'Use at most 128 characters.', te: 'గరిష్ఠంగా 128 అక్షరాలు వాడండి.' },
  passwordsDiffer: { en: 'The two new passwords are not the same.', te: 'రెండు కొత్త పాస్‌వర్డ్‌లు ఒకేలా లేవు.' },
  passwordUnchanged: {
    en: 'Choose a password different from the current one.',
    te: 'ప్రస్తుత పాస్‌వర్డ్‌కు భిన్నమైన పాస్‌వర్డ్ ఎంచుకోండి.',
  },
  passwordTooCommon: {
    en: 'This password is too common or has appeared in data breaches. Choose another, for example a few unrelated words.',
    te: 'ఈ పాస్‌వర్డ్ చాలా సాధారణమైనది లేదా డేటా లీక్‌లలో బయటపడింది. వేరొకటి ఎంచుకోండి, ఉదాహరణకు సంబంధం లేని కొన్ని పదాలు.',
  },
  passwordContainsLoginId: {
    en: 'The password must not contain your login id.',
    te: 'పాస్‌వర్డ్‌లో మీ లాగిన్ ఐడీ ఉండకూడదు.',
  },
  captchaMismatch: {
    en: 'The characters do not match the picture. Try again with the new picture.',
    te: 'అక్షరాలు చిత్రంతో సరిపోలలేదు. కొత్త చిత్రంతో మళ్లీ ప్రయత్నించండి.',
  },
  loginIdTaken: { en: 'This login id is already in use. Choose another.', te: 'ఈ లాగిన్ ఐడీ ఇప్పటికే వాడుకలో ఉంది. వేరొకటి ఎంచుకోండి.' },
} as const satisfies Record<string, BilingualText>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** Message for a key a schema reported; unknown keys fall back to a generic message. */
export function validationMessage(key: string, language: Language): string {
  return (isValidationMessageKey(key) ? VALIDATION_MESSAGES[key] : VALIDATION_MESSAGES.invalidValue)[language];
}
