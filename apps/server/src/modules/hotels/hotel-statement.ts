import { referenceIn } from '@parvaz/domain/format/digits';
import { statementMoveOf } from '@parvaz/domain/ledger/movements';
import type { Database } from '../../db/client';
import { entryKindWords, type PurchaseLine, type StatementReader } from '../payments/payments.api';
import { trackingCodesOfStays } from './hotel-stay.repository';

/**
 * A hotel stay's lines on a statement: its sale and its cancellation's refund, each by the stay's
 * tracking code (the code on the voucher), in the reader's digits.
 */
export async function describeStayLines(
  db: Database,
  lines: readonly PurchaseLine[],
  reader: StatementReader,
): Promise<string[]> {
  const ids = [...new Set(lines.map((line) => line.purchaseId))];
  const rows = await trackingCodesOfStays(db, reader.tenant, ids);
  const codes = new Map(rows.map((row) => [row.id, row.trackingCode]));
  return lines.map((line) => {
    const code = codes.get(line.purchaseId);
    if (code === undefined) return entryKindWords(line.entryKind, reader);
    const trackingCode = referenceIn(code, reader.language);
    if (statementMoveOf(line.entryKind) === 'payment')
      return reader.t('profile.txHotelStay', { ns: 'common', trackingCode });
    if (statementMoveOf(line.entryKind) === 'refund')
      return reader.t('profile.txHotelRefund', { ns: 'common', trackingCode });
    return entryKindWords(line.entryKind, reader);
  });
}
