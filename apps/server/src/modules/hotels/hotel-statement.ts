import { referenceIn } from '@parvaz/domain/format/digits';
import type { Database } from '../../db/client';
import {
  describeByReference,
  type PurchaseLine,
  type StatementReader,
} from '../payments/payments.api';
import { trackingCodesOfStays } from './hotel-stay.repository';

/**
 * A hotel stay's lines on a statement: its sale and its cancellation's refund, each by the stay's
 * tracking code (the code on the voucher), in the reader's digits.
 */
export function describeStayLines(
  db: Database,
  lines: readonly PurchaseLine[],
  reader: StatementReader,
): Promise<string[]> {
  const findCodes = async (ids: readonly number[]) => {
    const rows = await trackingCodesOfStays(db, reader.tenant, ids);
    return new Map(rows.map((row) => [row.id, row.trackingCode]));
  };
  const codeIn = (code: string) => referenceIn(code, reader.language);
  return describeByReference(lines, reader, findCodes, {
    payment: (code) =>
      reader.t('profile.txHotelStay', { ns: 'common', trackingCode: codeIn(code) }),
    refund: (code) =>
      reader.t('profile.txHotelRefund', { ns: 'common', trackingCode: codeIn(code) }),
  });
}
