import { referenceIn } from '@parvaz/domain/format/digits';
import { statementMoveOf } from '@parvaz/domain/ledger/movements';
import type { Database } from '../../db/client';
import { bookingReferences } from '../booking/booking.api';
import { entryKindWords, type PurchaseLine, type StatementReader } from '../payments/payments.api';

/**
 * Services added to a booking after the sale (`/ssr`), on a statement: the purchase is the
 * booking, so its lines name the booking's PNR, asked of the booking module.
 */
export async function describeServicesLines(
  db: Database,
  lines: readonly PurchaseLine[],
  reader: StatementReader,
): Promise<string[]> {
  const found = await bookingReferences(
    db,
    reader.tenant,
    lines.map((line) => line.purchaseId),
  );
  return lines.map((line) => {
    const booking = found.get(line.purchaseId);
    if (!booking) return entryKindWords(line.entryKind, reader);
    const pnr = referenceIn(booking.pnr, reader.language);
    if (statementMoveOf(line.entryKind) === 'payment')
      return reader.t('profile.txServices', { ns: 'common', pnr });
    if (statementMoveOf(line.entryKind) === 'refund')
      return reader.t('profile.txServicesRefund', { ns: 'common', pnr });
    return entryKindWords(line.entryKind, reader);
  });
}
