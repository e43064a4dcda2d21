import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** ARCHITECTURE.md "Security": scrypt with N=2^17, r=8, p=1. */
export const passwordCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** The cost new hashes are written at: the one above, but in tests (see below). */
let cost: ScryptCost = passwordCost;

/**
 * Tests only, from their setup: new hashes at a cost of N=2^10, a thousand times cheaper, as
 * suites that sign in hundreds of times do (Rails' minimum bcrypt cost in tests, Devise's one
 * stretch). A hash names its own cost and is checked at it, so nothing else changes; the
 * production cost is proven by its own test.
 */
export function hashPasswordsCheaplyInTests(): void {
  cost = { N: 2 ** 10, r: 8, p: 1 };
}

const keyLength = 32;
const saltLength = 16;

/** scrypt needs 128·N·r bytes (128 MiB here); Node refuses above `maxmem`, 32 MiB by default. */
function maxmemFor(N: number, r: number): number {
  return 128 * N * r * 2;
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A stored hash: `scrypt$N$r$p$salt$hash`, salt and hash in base64. Slow on purpose. */
export async function hashPassword(password: string, at: ScryptCost = cost): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, at.N, at.r, at.p);
  return ['scrypt', at.N, at.r, at.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash || extra !== undefined) return null;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  // Only costs this code could have written: a tampered row must not make the server allocate gigabytes.
  if (![N, R, P].every(Number.isSafeInteger) || N < 2 || N > 2 ** 20 || R < 1 || R > 16 || P !== 1)
    return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** Whether the password matches the stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length !== keyLength) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check against, so the answer's
 * timing does not tell whether a username exists.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await dummyHash);
}
