import { referenceIn } from '@parvaz/domain/format/digits';
import { statementMoveOf } from '@parvaz/domain/ledger/movements';
import type { Database } from '../../db/client';
import { entryKindWords, type PurchaseLine, type StatementReader } from '../payments/payments.api';
import { bookingReferences } from './booking-references';

/**
 * A flight booking's lines on a statement: its sale names the PNR the traveller quotes to the
 * airline, its refund the tracking code the refund request was made under (as its notice does).
 */
export async function describeBookingLines(
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
    if (statementMoveOf(line.entryKind) === 'payment')
      return reader.t('profile.txBooking', {
        ns: 'common',
        pnr: referenceIn(booking.pnr, reader.language),
      });
    if (statementMoveOf(line.entryKind) === 'refund')
      return reader.t('profile.txBookingRefund', {
        ns: 'common',
        trackingCode: referenceIn(booking.trackingCode, reader.language),
      });
    return entryKindWords(line.entryKind, reader);
  });
}
