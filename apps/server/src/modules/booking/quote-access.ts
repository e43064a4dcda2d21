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

/**
 * A quote whose hold still runs. A hold found past its time is expired on the spot (seats given
 * back) rather than waiting for the job, and answers 410.
 */
export async function heldQuote(
  db: Database,
  tenant: string,
  quoteId: string,
  now: Date,
): Promise<QuoteRow> {
  const quote = await findQuote(db, tenant, quoteId);
  if (quote.status === 'held' && quote.expiresAt.getTime() > now.getTime()) return quote;
  if (quote.status === 'held') await expireQuote(db, quote.id);
  if (quote.status === 'booked')
    throw new AppError('CONFLICT', 'quoteAlreadyBooked', {
      fields: { quoteId: 'quoteAlreadyBooked' },
    });
  throw new AppError('EXPIRED', 'holdExpired', { fields: { quoteId: 'holdExpired' } });
}
