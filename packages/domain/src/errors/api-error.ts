import { z } from 'zod';
import type { BilingualText, Language } from '../i18n/language.ts';

/** Stable codes a client may switch on; the message is for people. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'LOGIN_FAILED',
  'CAPTCHA_FAILED',
  'LOGIN_TEMPORARILY_LOCKED',
  'SESSION_EXPIRED',
  'REFRESH_FAILED',
  'CURRENT_PASSWORD_WRONG',
  'LOGIN_ID_TAKEN',
  'EC_DAILY_LIMIT_REACHED',
  'SEARCH_EXPIRED',
  'DOCUMENT_NOT_FOUND',
  'CERTIFICATE_CODE_TAMPERED',
  'CERTIFICATE_NOT_FOUND',
  'NAME_SEARCH_TERMS_NOT_ACCEPTED',
  'CERTIFIED_COPY_WRONG_STATUS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_MESSAGES: Record<ErrorCode, BilingualText> = {
  VALIDATION_FAILED: {
    en: 'Some of the details given are not valid. Please correct them and try again.',
    te: 'ఇచ్చిన వివరాలలో కొన్ని సరైనవి కావు. దయచేసి వాటిని సరిచేసి మళ్లీ ప్రయత్నించండి.',
  },
  NOT_FOUND: { en: 'What you asked for was not found.', te: 'మీరు అడిగినది కనుగొనబడలేదు.' },
  ROUTE_NOT_FOUND: {
    en: 'There is no such address in this portal.',
    te: 'ఈ పోర్టల్‌లో అటువంటి చిరునామా లేదు.',
  },
  RATE_LIMITED: {
    en: 'Too many requests. Please wait a moment and try again.',
    te: 'చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. దయచేసి కొద్దిసేపు ఆగి మళ్లీ ప్రయత్నించండి.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'What you sent is larger than allowed.',
    te: 'మీరు పంపినది అనుమతించిన పరిమాణం కంటే పెద్దది.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'This kind of content is not accepted here.',
    te: 'ఈ రకమైన విషయం ఇక్కడ అంగీకరించబడదు.',
  },
  UNAUTHENTICATED: { en: 'Please log in to continue.', te: 'కొనసాగడానికి దయచేసి లాగిన్ అవ్వండి.' },
  FORBIDDEN: {
    en: 'Your login is not permitted to do this.',
    te: 'మీ లాగిన్‌కు దీన్ని చేయడానికి అనుమతి లేదు.',
  },
  CROSS_SITE_REQUEST: {
    en: 'This request must come from the portal itself.',
    te: 'ఈ అభ్యర్థన పోర్టల్ నుండే రావాలి.',
  },
  LOGIN_FAILED: {
    en: 'The login id or password is not correct.',
    te: 'లాగిన్ ఐడీ లేదా పాస్‌వర్డ్ సరైనది కాదు.',
  },
  CAPTCHA_FAILED: {
    en: 'The captcha was not answered correctly or has expired. Please try the new one.',
    te: 'క్యాప్చా సరిగా జవాబివ్వలేదు లేదా గడువు ముగిసింది. దయచేసి కొత్తదాన్ని ప్రయత్నించండి.',
  },
  LOGIN_TEMPORARILY_LOCKED: {
    en: 'Too many failed attempts. Please wait a few minutes before trying again, or call the help desk on 14544.',
    te: 'చాలా విఫల ప్రయత్నాలు జరిగాయి. మళ్లీ ప్రయత్నించే ముందు కొన్ని నిమిషాలు ఆగండి, లేదా 14544 సహాయ కేంద్రానికి కాల్ చేయండి.',
  },
  SESSION_EXPIRED: { en: 'Session Expired', te: 'సెషన్ గడువు ముగిసింది' },
  REFRESH_FAILED: { en: 'Refresh Token Failed', te: 'రిఫ్రెష్ టోకెన్ విఫలమైంది' },
  CURRENT_PASSWORD_WRONG: {
    en: 'The current password is not correct.',
    te: 'ప్రస్తుత పాస్‌వర్డ్ సరైనది కాదు.',
  },
  LOGIN_ID_TAKEN: {
    en: 'This login id is already in use. Choose another.',
    te: 'ఈ లాగిన్ ఐడీ ఇప్పటికే వాడుకలో ఉంది. వేరొకటి ఎంచుకోండి.',
  },
  EC_DAILY_LIMIT_REACHED: {
    en: 'You have reached the number of EC searches allowed in a day without logging in. Please try again tomorrow, or ask at any Sub-Registrar office.',
    te: 'లాగిన్ లేకుండా ఒక రోజులో అనుమతించిన ఈసీ శోధనల సంఖ్యను మీరు చేరుకున్నారు. దయచేసి రేపు మళ్లీ ప్రయత్నించండి, లేదా ఏదైనా సబ్-రిజిస్ట్రార్ కార్యాలయంలో అడగండి.',
  },
  SEARCH_EXPIRED: {
    en: 'This search has expired. Please search again.',
    te: 'ఈ శోధన గడువు ముగిసింది. దయచేసి మళ్లీ శోధించండి.',
  },
  DOCUMENT_NOT_FOUND: {
    en: 'No registered document has this office, number and year.',
    te: 'ఈ కార్యాలయం, సంఖ్య, సంవత్సరంతో రిజిస్టర్ అయిన దస్తావేజు లేదు.',
  },
  CERTIFICATE_CODE_TAMPERED: {
    en: 'This verification code is not valid: it has been altered or mistyped. The certificate cannot be relied on.',
    te: 'ఈ ధృవీకరణ కోడ్ సరైనది కాదు: ఇది మార్చబడింది లేదా తప్పుగా టైప్ చేయబడింది. ఈ పత్రాన్ని నమ్మలేము.',
  },
  CERTIFICATE_NOT_FOUND: {
    en: 'No certificate was issued with this verification code. The certificate cannot be relied on.',
    te: 'ఈ ధృవీకరణ కోడ్‌తో ఏ పత్రమూ జారీ చేయబడలేదు. ఈ పత్రాన్ని నమ్మలేము.',
  },
  NAME_SEARCH_TERMS_NOT_ACCEPTED: {
    en: 'Please read and accept the terms of use of the name search first.',
    te: 'దయచేసి ముందుగా పేరు శోధన వినియోగ నిబంధనలను చదివి అంగీకరించండి.',
  },
  CERTIFIED_COPY_WRONG_STATUS: {
    en: 'This request is not at the stage for that step. Refresh the queue to see its current status.',
    te: 'ఈ అభ్యర్థన ఆ దశకు సిద్ధంగా లేదు. ప్రస్తుత స్థితి చూడటానికి జాబితాను రిఫ్రెష్ చేయండి.',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again later.',
    te: 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
};

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the offending field, e.g. `query.from`'),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.array(fieldErrorSchema).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[code][language];
}
