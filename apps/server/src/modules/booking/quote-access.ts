import { AppError } from '../../platform/app-error';
import type { Database } from '../../db/client';
import { quoteOfTenant, type QuoteRow } from './booking.repository';
import { expireQuote } from './hold-expiry';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A quote of the caller's tenant, or 404 (another tenant's quote does not exist for it). */
export async function findQuote(db: Database, tenant: string, quoteId: string): Promise<QuoteRow> {
  const quote = uuidPattern.test(quoteId) ? await quoteOfTenant(db, tenant, quoteId) : undefined;
  if (!quote) throw new AppError('NOT_FOUND', 'notFound', { fields: { quoteId: 'notFound' } });
  return quote;
}

/** Who asks for a hold: the signed-in user, or null for a guest. */
export type QuoteCaller = { id: number } | null;

/**
 * A hold made signed in is its user's alone (see `quotes.userId`): a guest asking is told to sign
 * in, another user that it is held for someone else. A guest's hold is whoever has its id, signed
 * in meanwhile or not.
 */
function checkHolder(quote: QuoteRow, caller: QuoteCaller): void {
  if (quote.userId === null || quote.userId === caller?.id) return;
  if (!caller) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
  throw new AppError('FORBIDDEN', 'quoteHeldByAnother', {
    fields: { quoteId: 'quoteHeldByAnother' },
  });
}

/**
 * A quote whose hold still runs, asked for by its holder. A hold found past its time is expired
 * on the spot (seats given back) rather than waiting for the job, and answers 410.
 */
export async function heldQuote(
  db: Database,
  tenant: string,
  quoteId: string,
  now: Date,
  caller: QuoteCaller,
): Promise<QuoteRow> {
  const quote = await findQuote(db, tenant, quoteId);
  // Before its state: whether someone else's hold is booked or gone is not the caller's business.
  checkHolder(quote, caller);
  if (quote.status === 'held' && quote.expiresAt.getTime() > now.getTime()) return quote;
  if (quote.status === 'held') await expireQuote(db, quote.id);
  if (quote.status === 'booked')
    throw new AppError('CONFLICT', 'quoteAlreadyBooked', {
      fields: { quoteId: 'quoteAlreadyBooked' },
    });
  throw new AppError('EXPIRED', 'holdExpired', { fields: { quoteId: 'holdExpired' } });
}
