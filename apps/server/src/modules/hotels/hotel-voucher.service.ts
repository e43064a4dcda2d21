import { isReviewable } from '@parvaz/domain/hotels/stay-review';
import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { HotelVoucher } from '@parvaz/domain/contracts/hotel-stays';
import { stayPolicySchema } from '@parvaz/domain/contracts/hotels';
import type { ChargeView } from '@parvaz/domain/contracts/exchange-rates';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { convertMoney } from '@parvaz/domain/money/exchange';
import { policyView, thawPolicy } from '@parvaz/domain/hotels/frozen-policy';
import { nightsOf } from '@parvaz/domain/hotels/stay';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { chargeView } from '../booking/booking.api';
import { lastPaymentOutcome, paidByOf } from '../payments/payments.api';
import { stayPayableForMs } from './hotel-stay-hold';
import {
  guestsOfStay,
  hotelOfStay,
  roomsOfStay,
  roomTypesOfHotel,
  stayReviewed,
  type StayRow,
} from './hotel-stay.repository';

const unpaid = (stay: StayRow) => stay.status === 'NotVerified' || stay.status === 'Expired';

/** What a stay's guest paid: nothing until it is paid, and what was kept once refunded. */
function paidOf(stay: StayRow): number {
  if (unpaid(stay)) return 0;
  return stay.amount - (stay.refundAmount ?? 0);
}

/**
 * The voucher's amounts in the currency the guest was charged, by the rate the stay was paid at
 * (`inPaidCurrency`'s rule, whatever today's rate is): each room on its own, the total the
 * charge itself, a refund what went back (`giveMoneyBack`'s conversion) and its penalty the rest.
 */
function chargedAmounts(
  stay: StayRow,
  rooms: Array<{ amount: number }>,
  charge: ChargeView,
): HotelVoucher['charged'] {
  const from = currencySchema.parse(stay.currency);
  const rate = charge.currency !== from ? charge.rate : null;
  const inCharge = (amount: number) =>
    rate ? convertMoney({ amount, currency: from }, charge.currency, rate).amount : amount;
  const back = stay.penaltyAmount !== null ? inCharge(stay.refundAmount ?? 0) : null;
  return {
    currency: rate ? charge.currency : from,
    rooms: rooms.map((room) => inCharge(room.amount)),
    discount: inCharge(stay.discountAmount),
    amount: charge.amount,
    paid: unpaid(stay) ? 0 : charge.amount - (back ?? 0),
    refund: back === null ? null : { penalty: Math.max(0, charge.amount - back), amount: back },
  };
}

/** How the latest try at the bank ended, as the voucher says it: a refused card or a cancel. */
/**
 * The voucher of a stay in the caller's language: the hotel (name, address, phone, a map link),
 * every room with its guests, nights and meals, what was paid and the terms frozen at booking,
 * deadlines with the offset of the zone the stay was booked in; an unpaid stay says how long its
 * rooms are still held for payment at `now`.
 */
export async function stayVoucher(
  db: Database,
  stay: StayRow,
  lang: Language,
  now: Date,
): Promise<HotelVoucher> {
  const [hotel, rooms, guests, payment, reviewed, charge] = await Promise.all([
    hotelOfStay(db, stay.hotelId),
    roomsOfStay(db, stay.id),
    guestsOfStay(db, stay.id),
    stay.status === 'NotVerified' ? lastPaymentOutcome(db, 'hotel', stay.id) : null,
    stay.status === 'CheckedOut' ? stayReviewed(db, stay.id) : false,
    chargeView(db, stay),
  ]);
  if (!hotel) throw new Error('stay without hotel');
  // An unpaid stay was paid by nothing yet: no read of how.
  const paidBy = unpaid(stay)
    ? null
    : await paidByOf(db, { tenant: stay.tenant, kind: 'hotel', id: stay.id }, charge);
  const types = await roomTypesOfHotel(
    db,
    hotel.id,
    rooms.map((r) => r.roomTypeId),
  );
  const currency = currencySchema.parse(stay.currency);
  return {
    bookingId: stay.id,
    trackingCode: stay.trackingCode,
    status: stay.status,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: nightsOf(stay.checkIn, stay.checkOut),
    hotel: {
      id: hotel.id,
      name: hotel.name[lang],
      address: hotel.address[lang],
      phone: hotel.phone,
      stars: hotel.stars,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
      timeZone: stay.timeZone,
      mapUrl: `https://www.openstreetmap.org/?mlat=${hotel.lat}&mlon=${hotel.lng}#map=17/${hotel.lat}/${hotel.lng}`,
    },
    rooms: rooms.map((room) => {
      const type = types.find((t) => t.id === room.roomTypeId);
      return {
        name: type?.name[lang] ?? '',
        bed: type?.bed ?? '',
        adults: room.adults,
        children: room.children,
        childAges: room.childAges,
        meals: type?.meals ?? [],
        nights: room.nights,
        amount: room.amount,
        guests: guests
          .filter((g) => g.stayRoomId === room.id)
          .map((g) => ({ firstName: g.firstName, lastName: g.lastName })),
      };
    }),
    contact: { mobile: stay.contactMobile, email: stay.contactEmail },
    discount: stay.discountAmount,
    amount: stay.amount,
    paid: paidOf(stay),
    currency,
    charge,
    ...(paidBy && { paidBy }),
    charged: chargedAmounts(stay, rooms, charge),
    policy: stayPolicySchema.parse(policyView(thawPolicy(stay.policy))),
    createdAt: zonedIso(stay.createdAt, stay.timeZone),
    cancelledAt: stay.cancelledAt ? zonedIso(stay.cancelledAt, stay.timeZone) : null,
    refund:
      stay.penaltyAmount !== null
        ? { penalty: stay.penaltyAmount, amount: stay.refundAmount ?? 0 }
        : null,
    lastPayment: payment,
    reviewable: isReviewable({ status: stay.status, reviewed }),
    reviewed,
    expiresAt: stay.status === 'NotVerified' ? zonedIso(stay.payBy, stay.timeZone) : null,
    payableForMs: stayPayableForMs(stay, now),
  };
}
