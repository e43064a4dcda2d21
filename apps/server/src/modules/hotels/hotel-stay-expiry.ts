import type { Database } from '../../db/client';
import { giveNightsBack } from './hotel-stay-nights';
import { releaseHeldPartsOf } from '../payments/payments.api';
import { moveStay, stayById, unpaidStaysDueBy } from './hotel-stay.repository';

const batch = 200;

/** Expires one unpaid stay and gives its nights back; false when someone else already did. */
export function expireStay(db: Database, stayId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await moveStay(tx, stayId, ['NotVerified'], 'Expired'))) return false;
    await giveNightsBack(tx, stayId);
    // Paid in part from the wallet (or a credit line), the card never came: that part goes back.
    const stay = await stayById(tx, stayId);
    if (stay) await releaseHeldPartsOf(tx, { tenant: stay.tenant, kind: 'hotel', id: stayId }, now);
    return true;
  });
}

/**
 * The stay hold-expiry job: stays not paid by their pay-by time give their nights back. The move
 * out of NotVerified is a conditional update, so processes running it side by side (or a bank
 * callback arriving at the same moment) never give one stay's nights back twice.
 */
export async function expireStayHolds(db: Database, now: Date): Promise<{ stays: number }> {
  let stays = 0;
  for (;;) {
    const due = await unpaidStaysDueBy(db, now, batch);
    for (const id of due) if (await expireStay(db, id, now)) stays++;
    if (due.length < batch) break;
  }
  return { stays };
}
