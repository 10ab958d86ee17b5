import type { BilingualText } from '../i18n/index.ts';

/** How a message reaches a citizen: a text message to the mobile, or an email. */
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The messages the portal sends, in both languages, with `{{name}}`
 * placeholders. Sign-in codes are sent in both languages at once, since the
 * reader's choice is not known before sign-in.
 */
export const NOTIFICATION_MESSAGES = {
  signInCode: {
    en: '{{code}} is your IGRS AP sign-in code. It works once, for {{minutes}} minutes. Never share it: the department will never ask for it.',
    te: '{{code}} మీ IGRS AP సైన్-ఇన్ కోడ్. ఇది ఒక్కసారి, {{minutes}} నిమిషాల పాటు పనిచేస్తుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు: శాఖ దీన్ని ఎప్పుడూ అడగదు.',
  },
  applicationSubmitted: {
    en: 'IGRS AP: application {{applicationId}} is submitted. Amount to pay: Rs {{amount}}. Pay and book a slot to go on.',
    te: 'IGRS AP: దరఖాస్తు {{applicationId}} సమర్పించబడింది. చెల్లించాల్సిన మొత్తం: రూ {{amount}}. కొనసాగడానికి చెల్లించి స్లాట్ బుక్ చేయండి.',
  },
  applicationPaid: {
    en: 'IGRS AP: Rs {{amount}} received for application {{applicationId}}, order {{orderId}}.',
    te: 'IGRS AP: దరఖాస్తు {{applicationId}} కోసం రూ {{amount}} అందింది, ఆర్డర్ {{orderId}}.',
  },
  applicationSlotBooked: {
    en: 'IGRS AP: application {{applicationId}} has a slot at SRO {{sroCode}} on {{date}} at {{time}}. Bring the parties and their identity proofs.',
    te: 'IGRS AP: దరఖాస్తు {{applicationId}}కు SRO {{sroCode}}లో {{date}} న {{time}}కు స్లాట్ ఉంది. పక్షాలను, వారి గుర్తింపు పత్రాలను తీసుకురండి.',
  },
  applicationSentBack: {
    en: 'IGRS AP: the Sub-Registrar sent application {{applicationId}} back for correction: {{remarks}}',
    te: 'IGRS AP: సబ్-రిజిస్ట్రార్ దరఖాస్తు {{applicationId}}ను సవరణ కోసం తిప్పి పంపారు: {{remarks}}',
  },
  applicationExpiring: {
    en: 'IGRS AP: application {{applicationId}} has had no step for {{days}} days and will be withdrawn, with its files, on {{date}}. Continue it before then to keep it.',
    te: 'IGRS AP: దరఖాస్తు {{applicationId}}పై {{days}} రోజులుగా ఏ చర్యా లేదు; {{date}}న దాని ఫైళ్లతో సహా ఉపసంహరించబడుతుంది. ఉంచుకోవాలంటే అంతకుముందే కొనసాగించండి.',
  },
  applicationWithdrawn: {
    en: 'IGRS AP: application {{applicationId}} was left unfinished and is withdrawn; its files are removed. Start a new application to register the deed.',
    te: 'IGRS AP: దరఖాస్తు {{applicationId}} పూర్తి చేయనందున ఉపసంహరించబడింది; దాని ఫైళ్లు తొలగించబడ్డాయి. దస్తావేజు రిజిస్ట్రేషన్ కోసం కొత్త దరఖాస్తు ప్రారంభించండి.',
  },
  applicationRegistered: {
    en: 'IGRS AP: application {{applicationId}} is registered as document {{documentNumber}}/{{year}} of SRO {{sroCode}}.',
    te: 'IGRS AP: దరఖాస్తు {{applicationId}} SRO {{sroCode}} యొక్క దస్తావేజు {{documentNumber}}/{{year}}గా రిజిస్టర్ అయింది.',
  },
  applicationReturned: {
    en: 'IGRS AP: registered document {{documentNumber}}/{{year}} (application {{applicationId}}) was handed back to the party.',
    te: 'IGRS AP: రిజిస్టర్ అయిన దస్తావేజు {{documentNumber}}/{{year}} (దరఖాస్తు {{applicationId}}) పక్షానికి తిరిగి ఇవ్వబడింది.',
  },
  mutationDone: {
    en: 'IGRS AP: schedule {{scheduleNumber}} of document {{documentNumber}}/{{year}} (SRO {{sroCode}}) is mutated in your name in the land records, order {{orderNumber}}.',
    te: 'IGRS AP: దస్తావేజు {{documentNumber}}/{{year}} (SRO {{sroCode}}) యొక్క షెడ్యూల్ {{scheduleNumber}} భూ రికార్డుల్లో మీ పేరున మ్యుటేషన్ అయింది, ఉత్తర్వు {{orderNumber}}.',
  },
  mutationRejected: {
    en: 'IGRS AP: mutation of schedule {{scheduleNumber}} of document {{documentNumber}}/{{year}} (SRO {{sroCode}}) was rejected: {{remarks}}. Contact the Tahsildar or the local body.',
    te: 'IGRS AP: దస్తావేజు {{documentNumber}}/{{year}} (SRO {{sroCode}}) యొక్క షెడ్యూల్ {{scheduleNumber}} మ్యుటేషన్ తిరస్కరించబడింది: {{remarks}}. తహసీల్దార్ లేదా స్థానిక సంస్థను సంప్రదించండి.',
  },
  registrySubmitted: {
    en: 'IGRS AP: registration application {{entryId}} is submitted. Fee to pay: Rs {{amount}}.',
    te: 'IGRS AP: రిజిస్ట్రేషన్ దరఖాస్తు {{entryId}} సమర్పించబడింది. చెల్లించాల్సిన రుసుము: రూ {{amount}}.',
  },
  registryNoticePublished: {
    en: 'IGRS AP: the notice of your intended marriage ({{entryId}}) is published today. It stands for objections until {{until}}; the marriage can be solemnised after that.',
    te: 'IGRS AP: మీ ఉద్దేశిత వివాహ నోటీసు ({{entryId}}) ఈ రోజు ప్రచురించబడింది. {{until}} వరకు అభ్యంతరాలకు తెరిచి ఉంటుంది; ఆ తర్వాత వివాహం జరిపించవచ్చు.',
  },
  registryWithRegistrar: {
    en: 'IGRS AP: fee received for {{entryId}}; it is with the registrar.',
    te: 'IGRS AP: {{entryId}} కోసం రుసుము అందింది; ఇది రిజిస్ట్రార్ వద్ద ఉంది.',
  },
  registryReturned: {
    en: 'IGRS AP: the registrar returned {{entryId}} for correction: {{remarks}}',
    te: 'IGRS AP: రిజిస్ట్రార్ {{entryId}}ను సవరణ కోసం తిప్పి పంపారు: {{remarks}}',
  },
  registryRegistered: {
    en: 'IGRS AP: {{entryId}} is registered as {{number}}. The certificate can be downloaded from the portal.',
    te: 'IGRS AP: {{entryId}} {{number}}గా నమోదైంది. ధృవీకరణ పత్రాన్ని పోర్టల్ నుండి డౌన్‌లోడ్ చేసుకోవచ్చు.',
  },
  registryRefused: {
    en: 'IGRS AP: the Marriage Officer upheld an objection and refused {{entryId}}: {{remarks}}',
    te: 'IGRS AP: వివాహ అధికారి ఒక అభ్యంతరాన్ని సమర్థించి {{entryId}}ను తిరస్కరించారు: {{remarks}}',
  },
} as const satisfies Record<string, BilingualText>;
export type NotificationMessageKey = keyof typeof NOTIFICATION_MESSAGES;

export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of a message in both languages, English first, as one text message carries it. */
export function bilingualMessage(key: NotificationMessageKey, values: Record<string, string | number>): string {
  const message = NOTIFICATION_MESSAGES[key];
  return `${fillMessage(message.en, values)}\n${fillMessage(message.te, values)}`;
}

/**
 * Messages a citizen is waiting for on the screen, sent ahead of any backlog of
 * step notices: a sign-in code is worth nothing ten minutes late.
 */
export const URGENT_NOTIFICATION_MESSAGES: readonly NotificationMessageKey[] = ['signInCode'];

export function isUrgentNotification(key: string): boolean {
  return (URGENT_NOTIFICATION_MESSAGES as readonly string[]).includes(key);
}

export function isNotificationMessageKey(key: string): key is NotificationMessageKey {
  return Object.hasOwn(NOTIFICATION_MESSAGES, key);
}

/** Characters of the GSM 03.38 default alphabet (and its extension, which costs two): anything else makes a text Unicode. */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSize {
  /** `gsm` (7-bit, 160 a part) or `unicode` (UCS-2, 70 a part, as Telugu needs). */
  encoding: 'gsm' | 'unicode';
  /** Parts the operator carries and charges; a long text's parts hold 153 or 67 each, the rest carrying the joining header. */
  segments: number;
}

/** How a text travels as SMS: its encoding and the parts it is cut into. */
export function smsSize(text: string): SmsSize {
  let gsmLength = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) gsmLength += 1;
    else if (GSM_EXTENDED.includes(character)) gsmLength += 2;
    else gsm = false;
  }
  if (gsm) return { encoding: 'gsm', segments: gsmLength <= 160 ? 1 : Math.ceil(gsmLength / 153) };
  // UCS-2 counts UTF-16 code units; Telugu lies wholly in the basic plane.
  const units = text.length;
  return { encoding: 'unicode', segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** The subject of every e-mail the portal sends; the text says the rest. */
export const NOTIFICATION_EMAIL_SUBJECT = {
  en: 'IGRS AP: Registration and Stamps Department, Andhra Pradesh',
  te: 'IGRS AP: రిజిస్ట్రేషన్ మరియు స్టాంపుల శాఖ, ఆంధ్రప్రదేశ్',
} as const satisfies BilingualText;
