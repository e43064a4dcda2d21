import { referenceIn } from '@parvaz/domain/format/digits';
import type { Database } from '../../db/client';
import {
  describeByReference,
  type PurchaseLine,
  type StatementReader,
} from '../payments/payments.api';
import { bookingReferences } from './booking-references';

/**
 * A flight booking's lines on a statement: its sale names the PNR the traveller quotes to the
 * airline, its refund the tracking code the refund request was made under (as its notice does).
 */
export function describeBookingLines(
  db: Database,
  lines: readonly PurchaseLine[],
  reader: StatementReader,
): Promise<string[]> {
  return describeByReference(lines, reader, (ids) => bookingReferences(db, reader.tenant, ids), {
    payment: (booking) =>
      reader.t('profile.txBooking', {
        ns: 'common',
        pnr: referenceIn(booking.pnr, reader.language),
      }),
    refund: (booking) =>
      reader.t('profile.txBookingRefund', {
        ns: 'common',
        trackingCode: referenceIn(booking.trackingCode, reader.language),
      }),
  });
}
