import { and, eq, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

const t = newsletterSubscriptions;

export interface SignUp {
  tenant: string;
  email: string;
  lang: string;
  now: Date;
  /** The secret of the links, used when the address is new. */
  newToken: string;
  /** A pending address asked for before this instant gets its link again. */
  resendBefore: Date;
}

/**
 * Records a sign-up and answers the token whose confirmation link must be sent now, or null when
 * nothing is to be sent: a new address is inserted pending; an address that unsubscribed is
 * pending again; a pending one asked for long enough ago is asked for again; a confirmed one,
 * or a pending one asked for recently, is left as it is. Each case is one statement that takes
 * the row, so two sign-ups of one address at once send one link.
 */
export async function claimConfirmation(db: Database, signUp: SignUp): Promise<string | null> {
  const [inserted] = await db
    .insert(t)
    .values({
      tenant: signUp.tenant,
      email: signUp.email,
      lang: signUp.lang,
      token: signUp.newToken,
      requestedAt: signUp.now,
    })
    .onConflictDoNothing({ target: [t.tenant, t.email] })
    .returning({ token: t.token });
  if (inserted) return inserted.token;
  const [again] = await db
    .update(t)
    .set({
      status: 'pending',
      lang: signUp.lang,
      requestedAt: signUp.now,
      confirmedAt: null,
      unsubscribedAt: null,
    })
    .where(
      and(
        eq(t.tenant, signUp.tenant),
        eq(t.email, signUp.email),
        or(
          eq(t.status, 'unsubscribed'),
          and(eq(t.status, 'pending'), lte(t.requestedAt, signUp.resendBefore)),
        ),
      ),
    )
    .returning({ token: t.token });
  return again?.token ?? null;
}

export interface LinkOutcome {
  /** The state the address is in after following the link. */
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** The language the address signed up in. */
  lang: string;
}

/** The state and language of the brand's address the token names, unchanged. */
export async function byToken(db: Database, tenant: string, token: string) {
  const [row] = await db
    .select({ status: t.status, lang: t.lang })
    .from(t)
    .where(and(eq(t.tenant, tenant), eq(t.token, token)));
  return row;
}

/** Confirms the pending address of the brand the token names; a confirmed one stays so. */
export async function confirmByToken(
  db: Database,
  tenant: string,
  token: string,
  now: Date,
): Promise<LinkOutcome | undefined> {
  const [confirmed] = await db
    .update(t)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(t.tenant, tenant), eq(t.token, token), eq(t.status, 'pending')))
    .returning({ status: t.status, lang: t.lang });
  return confirmed ?? (await byToken(db, tenant, token));
}

/** Takes the address of the brand the token names off the newsletter, whatever its state. */
export async function unsubscribeByToken(
  db: Database,
  tenant: string,
  token: string,
  now: Date,
): Promise<LinkOutcome | undefined> {
  const [left] = await db
    .update(t)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(eq(t.tenant, tenant), eq(t.token, token), ne(t.status, 'unsubscribed')))
    .returning({ status: t.status, lang: t.lang });
  return left ?? (await byToken(db, tenant, token));
}
