import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/client';
import { captchas } from '../../db/schema/platform';
import { AppError } from '../app-error';
import { hmacHex, sameDigest } from './keys';

/** A captcha is answered within five minutes, once. */
export const captchaLifetimeMs = 5 * 60 * 1000;
const answerLength = 5;
// Digits only: Persian and Arabic keyboards type them too (the contracts normalise them).
const alphabet = '0123456789';

interface CaptchaOptions {
  width?: number;
  height?: number;
  noise?: number;
  color?: boolean;
  background?: string;
  fontSize?: number;
}
/** svg-captcha's default export draws a given text; its typings only declare `create`. */
const draw = svgCaptcha as unknown as (text: string, options?: CaptchaOptions) => string;

function randomAnswer(): string {
  let text = '';
  for (let i = 0; i < answerLength; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

const normalize = (answer: string) => answer.trim().toUpperCase();

/**
 * What the stored HMAC covers: the brand the captcha was made on, its id and its answer. The
 * brand binds it: a captcha drawn on one brand is wrong on every other.
 */
const signed = (tenant: string, captchaId: string, answer: string) =>
  `${tenant}:${captchaId}:${answer}`;

export interface CreatedCaptcha {
  captchaId: string;
  image: string;
  answer: string;
}

/**
 * Draws a new captcha for the brand `tenant` and stores the HMAC of its answer (the text never
 * reaches the database).
 */
export async function createCaptcha(
  db: Database,
  key: Buffer,
  tenant: string,
  now: Date,
): Promise<CreatedCaptcha> {
  const answer = randomAnswer();
  const captchaId = randomBytes(16).toString('base64url');
  const image = draw(answer, {
    width: 150,
    height: 50,
    fontSize: 56,
    noise: 3,
    color: true,
    background: '#f4f6f8',
  });
  // Expired captchas are of no use to anybody: each new one clears them away.
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: hmacHex(key, signed(tenant, captchaId, answer)),
    expiresAt: new Date(now.getTime() + captchaLifetimeMs),
  });
  return { captchaId, image, answer };
}

/**
 * Whether the answer is right for a captcha of `tenant`, without using the captcha up (the form
 * still sends it).
 */
export async function checkCaptcha(
  db: Database,
  key: Buffer,
  tenant: string,
  captchaId: string,
  answer: string,
  now: Date,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const [row] = await db
    .select({ answerHash: captchas.answerHash })
    .from(captchas)
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)));
  return (
    !!row && sameDigest(row.answerHash, hmacHex(key, signed(tenant, captchaId, normalize(answer))))
  );
}

/**
 * Uses a captcha up, right or wrong (single use: a wrong answer cannot be retried), and throws
 * `captchaRequired` when none was answered or `captchaWrong` when the answer is not right or
 * the captcha was made on another brand than `tenant`.
 */
export async function consumeCaptcha(
  db: Database,
  key: Buffer,
  tenant: string,
  input: { captchaId: string; captcha: string },
  now: Date,
): Promise<void> {
  if (!input.captchaId || !input.captcha)
    throw new AppError('VALIDATION', 'captchaRequired', { fields: { captcha: 'captchaRequired' } });
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(eq(captchas.id, input.captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)),
    )
    .returning({ answerHash: captchas.answerHash });
  const expected = hmacHex(key, signed(tenant, input.captchaId, normalize(input.captcha)));
  if (!row || !sameDigest(row.answerHash, expected))
    throw new AppError('VALIDATION', 'captchaWrong', { fields: { captcha: 'captchaWrong' } });
}
