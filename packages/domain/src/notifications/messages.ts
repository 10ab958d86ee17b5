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
  applicationRegistered: {
    en: 'IGRS AP: application {{applicationId}} is registered as document {{documentNumber}}/{{year}} of SRO {{sroCode}}.',
    te: 'IGRS AP: దరఖాస్తు {{applicationId}} SRO {{sroCode}} యొక్క దస్తావేజు {{documentNumber}}/{{year}}గా రిజిస్టర్ అయింది.',
  },
  applicationReturned: {
    en: 'IGRS AP: registered document {{documentNumber}}/{{year}} (application {{applicationId}}) was handed back to the party.',
    te: 'IGRS AP: రిజిస్టర్ అయిన దస్తావేజు {{documentNumber}}/{{year}} (దరఖాస్తు {{applicationId}}) పక్షానికి తిరిగి ఇవ్వబడింది.',
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
