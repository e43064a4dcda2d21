import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { thawPolicy } from '@parvaz/domain/hotels/frozen-policy';
import { nightsFreedByNoShow } from '@parvaz/domain/hotels/stay';
import type { Database } from '../../db/client';
import type { PaymentProviders } from '../payments/payments.api';
import { giveMoneyBack } from './hotel-refund.service';
import { giveNightsBack } from './hotel-stay-nights';
import { lockStay, moveStay, staysToMove } from './hotel-stay.repository';

const batch = 200;

/** The latest local date anywhere on earth at `now`: no hotel's today is later. */
function latestLocalDate(now: Date): string {
  return formatIsoDate(addDays(parseIsoDate(now.toISOString().slice(0, 10)), 1));
}

/**
 * A paid stay whose check-in day passed with no check-in: NoShow, charged the no-show amount of
 * the terms frozen at booking (never more than was paid), the rest given back to the wallet or
 * card, and its nights after the check-in night back on sale (`nightsFreedByNoShow`). All in one
 * transaction, and only the move out of Confirmed does it, so it happens once (or not at all)
 * whatever runs beside it.
 */
async function markNoShow(
  db: Database,
  deps: { providers: PaymentProviders },
  stayId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, stayId);
    if (!stay || stay.status !== 'Confirmed') return false;
    const penalty = Math.min(stay.amount, thawPolicy(stay.policy).noShow.amount);
    const refund = stay.amount - penalty;
    const moved = await moveStay(tx, stay.id, ['Confirmed'], 'NoShow', {
      penaltyAmount: penalty,
      refundAmount: refund,
    });
    if (!moved) return false;
    await giveNightsBack(tx, stay.id, nightsFreedByNoShow(stay.checkIn, stay.checkOut));
    await giveMoneyBack(tx, deps, stay, refund, now);
    return true;
  });
}

/**
 * The stay status job, by each hotel's local date (the zone frozen with the stay): a paid stay
 * is CheckedIn on its check-in day and CheckedOut from its check-out day; one still Confirmed
 * after its check-in day was never checked in, and is a NoShow. Every move is conditional. A
 * no-show whose refund fails (the bank refuses, say) is left Confirmed and counted as deferred:
 * the next run tries it again, and the stays after it in the batch still move.
 */
export async function moveStaysByDate(
  db: Database,
  deps: { providers: PaymentProviders },
  now: Date,
): Promise<{ checkedIn: number; checkedOut: number; noShows: number; noShowsDeferred: number }> {
  const moved = { checkedIn: 0, checkedOut: 0, noShows: 0, noShowsDeferred: 0 };
  const lastDay = latestLocalDate(now);
  for (const stay of await staysToMove(db, ['Confirmed'], 'checkIn', lastDay, batch)) {
    const today = localDateIn(now, stay.timeZone);
    if (stay.checkIn === today) {
      if (await moveStay(db, stay.id, ['Confirmed'], 'CheckedIn')) moved.checkedIn++;
    } else if (stay.checkIn < today) {
      try {
        if (await markNoShow(db, deps, stay.id, now)) moved.noShows++;
      } catch {
        moved.noShowsDeferred++;
      }
    }
  }
  for (const stay of await staysToMove(db, ['CheckedIn'], 'checkOut', lastDay, batch)) {
    if (stay.checkOut > localDateIn(now, stay.timeZone)) continue;
    if (await moveStay(db, stay.id, ['CheckedIn'], 'CheckedOut')) moved.checkedOut++;
  }
  return moved;
}
