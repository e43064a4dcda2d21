import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/platform';

const signingKey = 'signing_secret';

/**
 * The key that signs search ids and other short-lived tokens. It lives in the database so every
 * server process on it signs alike; the first process to start creates it.
 */
export async function loadSigningSecret(db: Database): Promise<Buffer> {
  await db
    .insert(appSettings)
    .values({ key: signingKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, signingKey));
  if (!row) throw new Error('signing secret missing');
  return Buffer.from(row.value, 'base64url');
}
