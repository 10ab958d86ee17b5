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
