import { referenceIn } from '@parvaz/domain/format/digits';
import type { Database } from '../../db/client';
import { bookingReferences } from '../booking/booking.api';
import {
  describeByReference,
  type PurchaseLine,
  type StatementReader,
} from '../payments/payments.api';

/**
 * Services added to a booking after the sale (`/ssr`), on a statement: the purchase is the
 * booking, so its lines name the booking's PNR, asked of the booking module.
 */
export function describeServicesLines(
  db: Database,
  lines: readonly PurchaseLine[],
  reader: StatementReader,
): Promise<string[]> {
  const pnrOf = (booking: { pnr: string }) => referenceIn(booking.pnr, reader.language);
  return describeByReference(lines, reader, (ids) => bookingReferences(db, reader.tenant, ids), {
    payment: (booking) => reader.t('profile.txServices', { ns: 'common', pnr: pnrOf(booking) }),
    refund: (booking) =>
      reader.t('profile.txServicesRefund', { ns: 'common', pnr: pnrOf(booking) }),
  });
}
