import type { BilingualText } from '../i18n/index.ts';

/** The digits spelled out, for the captcha's spoken and written alternative. */
export const CAPTCHA_DIGIT_WORDS: readonly BilingualText[] = [
  { en: 'zero', te: 'సున్నా' },
  { en: 'one', te: 'ఒకటి' },
  { en: 'two', te: 'రెండు' },
  { en: 'three', te: 'మూడు' },
  { en: 'four', te: 'నాలుగు' },
  { en: 'five', te: 'ఐదు' },
  { en: 'six', te: 'ఆరు' },
  { en: 'seven', te: 'ఏడు' },
  { en: 'eight', te: 'ఎనిమిది' },
  { en: 'nine', te: 'తొమ్మిది' },
];
