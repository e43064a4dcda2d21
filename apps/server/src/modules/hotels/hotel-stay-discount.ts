import type { HotelDiscountRequest } from '@parvaz/domain/contracts/hotel-stays';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Currency } from '@parvaz/domain/format/money';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { applyDiscountCode, type AppliedDiscount } from '../discounts/discounts.api';
import { hotelOnSale } from './hotel-stay-check';
import { priceStay } from './hotels.api';

/** A tenant's code taken off a stay's rooms by the discount codes' one rule, or its refusal. */
export function stayDiscount(
  db: Database,
  request: {
    tenant: string;
    code: string;
    price: { amount: number; currency: Currency };
    now: Date;
    field: string;
  },
): Promise<AppliedDiscount> {
  return applyDiscountCode(db, { ...request, target: { product: 'hotel' } });
}

/**
 * What a code takes off the stay being reserved: its rooms priced night by night as filed now
 * (as the reservation will price them), the code checked against that price. Reserves nothing.
 */
export async function checkStayDiscount(
  deps: { db: Database; now: () => Date },
  tenant: string,
  request: HotelDiscountRequest,
) {
  const now = deps.now();
  await hotelOnSale(deps.db, request, now);
  const priced = await priceStay(
    deps.db,
    request.hotelId,
    request.checkIn,
    request.checkOut,
    request.rooms.map((room) => room.roomTypeId),
  );
  const rooms = (priced?.rooms ?? []).filter((room) => room !== undefined);
  if (!priced || rooms.length !== request.rooms.length) {
    const unknown = Math.max(0, priced?.rooms.indexOf(undefined) ?? 0);
    throw new AppError('VALIDATION', 'invalidValue', {
      fields: { [`rooms.${unknown}.roomTypeId`]: 'invalidValue' },
    });
  }
  // A night the hotel has not filed cannot be sold: the same answer as a full one.
  if (rooms.some((room) => !room.complete)) throw new AppError('CAPACITY_FULL', 'roomsUnavailable');
  if (new Set(rooms.map((room) => room.currency)).size !== 1)
    throw new AppError('VALIDATION', 'invalidValue', { fields: { rooms: 'invalidValue' } });
  const currency = currencySchema.parse(rooms[0]?.currency);
  const discount = await stayDiscount(deps.db, {
    tenant,
    code: request.code,
    price: { amount: rooms.reduce((sum, room) => sum + room.total, 0), currency },
    now,
    field: 'code',
  });
  return { code: discount.code, discount: { amount: discount.amount, currency } };
}
