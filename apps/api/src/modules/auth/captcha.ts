import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { CAPTCHA_IMAGE_LENGTH, CAPTCHA_QUESTION_LENGTH, CAPTCHA_DIGIT_WORDS, captchaTextLooksRight, randomString, type BilingualText, type CaptchaResponse } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';

/** svg-captcha draws given text as vector paths when called directly; its typings only describe its other calls. */
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: { noise: number; color: boolean; background: string; width: number; height: number; fontSize: number },
) => string;

export const CAPTCHA_LIFETIME_SECONDS = 120;


/** Expired captchas each new one clears: a few at a time, so making a captcha costs the same however many have piled up. */
const CLEARED_PER_CAPTCHA = 20;

async function clearExpired(db: Database): Promise<void> {
  const expired = db
    .select({ id: captchas.id })
    .from(captchas)
    .where(lt(captchas.expiresAt, new Date(Date.now() - CAPTCHA_LIFETIME_SECONDS * 1000)))
    .limit(CLEARED_PER_CAPTCHA);
  await db.delete(captchas).where(inArray(captchas.id, expired));
}

function answerHash(answer: string): string {
  return createHash('sha256').update(answer, 'utf8').digest('hex');
}

function spokenDigitsQuestion(digits: string): BilingualText {
  const words = [...digits].map((digit) => CAPTCHA_DIGIT_WORDS[Number(digit)]!);
  return {
    en: `Type these digits as figures, without spaces: ${words.map((word) => word.en).join(', ')}.`,
    te: `ఈ అంకెలను ఖాళీలు లేకుండా సంఖ్యలుగా టైప్ చేయండి: ${words.map((word) => word.te).join(', ')}.`,
  };
}

/**
 * Captchas are drawn from the platform's cryptographic source and only their
 * hash is stored. The picture is vector paths, not text, so the answer is in
 * no response. People who cannot see it ask for a question instead: digits
 * spelt out as words, readable by a screen reader in either language.
 */
export async function createCaptcha(db: Database, kind: 'image' | 'question', fixedAnswer?: string): Promise<CaptchaResponse> {
  // A fixed answer (tests only) is used for the kind of captcha it can be typed into.
  const fixed = fixedAnswer !== undefined && captchaTextLooksRight(kind, fixedAnswer) ? fixedAnswer : undefined;
  const answer = fixed ?? (kind === 'image' ? randomString(CAPTCHA_IMAGE_LENGTH) : randomString(CAPTCHA_QUESTION_LENGTH, '0123456789'));
  const expiresAt = new Date(Date.now() + CAPTCHA_LIFETIME_SECONDS * 1000);
  const [row] = await db.insert(captchas).values({ answerHash: answerHash(answer), expiresAt }).returning({ id: captchas.id });
  await clearExpired(db);
  const image =
    kind === 'image'
      ? `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer, { noise: 3, color: false, background: '#f4f6f8', width: 180, height: 56, fontSize: 52 })).toString('base64')}`
      : null;
  return {
    captchaId: row!.id,
    kind,
    image,
    question: kind === 'question' ? spokenDigitsQuestion(/^\d+$/.test(answer) ? answer : '') : null,
    expiresInSeconds: CAPTCHA_LIFETIME_SECONDS,
  };
}

/** Uses up the captcha whatever the answer: one try each, and only before it expires. */
export async function consumeCaptcha(db: Database, captchaId: string, typed: string): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  const expected = Buffer.from(row.answerHash, 'hex');
  const actual = Buffer.from(answerHash(typed), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
