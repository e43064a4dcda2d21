import type { MyHotels } from '@parvaz/domain/contracts/hotel-stays';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { hotelCityByCode } from '@parvaz/domain/hotels/hotel-cities';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { stayPayableForMs } from './hotel-stay-hold';
import { staysOfUser } from './hotel-stay.repository';

/**
 * A signed-in customer's own stays on this tenant, newest first, one page; each with what it was
 * charged (in the currency the rooms were shown in), its contact mobile (the pair that opens it)
 * and how long an unpaid one can still be paid at `now`.
 */
export async function myHotels(
  db: Database,
  tenant: string,
  userId: number,
  page: { page: number; pageSize: number },
  lang: Language,
  now: Date,
): Promise<MyHotels> {
  const { items, total } = await staysOfUser(db, tenant, userId, {
    offset: (page.page - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return {
    items: items.map((row) => ({
      bookingId: row.id,
      trackingCode: row.trackingCode,
      status: row.status,
      hotel: {
        id: row.hotelId,
        name: row.hotelName[lang],
        city: hotelCityByCode(row.cityCode)?.name[lang] ?? row.cityCode,
      },
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      rooms: Number(row.rooms),
      amount: row.amount,
      currency: currencySchema.parse(row.currency),
      charge: { amount: row.chargeAmount, currency: currencySchema.parse(row.chargeCurrency) },
      createdAt: row.createdAt.toISOString(),
      mobile: row.contactMobile,
      payableForMs: stayPayableForMs(row, now),
    })),
    total,
  };
}
