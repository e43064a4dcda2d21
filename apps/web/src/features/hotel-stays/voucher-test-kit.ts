import { hotelVoucherSchema, type HotelVoucher } from '@parvaz/domain/contracts/hotel-stays';

// A voucher for the voucher's tests: as the server answers it, through its contract.

export const stay = { trackingCode: 'H7K2M9', mobile: '09121234567' };

/** An unpaid stay of two nights for two adults and a child of five. */
export function voucher(over: Partial<HotelVoucher> = {}): HotelVoucher {
  return hotelVoucherSchema.parse({
    bookingId: 1,
    trackingCode: stay.trackingCode,
    status: 'NotVerified',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    nights: ['2026-12-01', '2026-12-02'],
    hotel: {
      id: 7,
      name: 'Hotel',
      address: 'Street',
      phone: '+985138000000',
      stars: 4,
      checkInTime: '14:00',
      checkOutTime: '12:00',
      timeZone: 'Asia/Tehran',
      mapUrl: 'https://www.openstreetmap.org/',
    },
    rooms: [
      {
        name: 'Double room',
        bed: 'double',
        adults: 2,
        children: 1,
        childAges: [5],
        meals: [],
        nights: [],
        amount: 41_000_000,
        guests: [],
      },
    ],
    contact: { mobile: '+989121234567', email: null },
    discount: 0,
    amount: 41_000_000,
    paid: 0,
    currency: 'IRR',
    charge: { amount: 41_000_000, currency: 'IRR', rate: null, rateDate: null },
    charged: {
      currency: 'IRR',
      rooms: [41_000_000],
      discount: 0,
      amount: 41_000_000,
      paid: 0,
      refund: null,
    },
    policy: {
      refundable: false,
      timeZone: 'Asia/Tehran',
      rules: [],
      noShow: { amount: 41_000_000, currency: 'IRR' },
    },
    createdAt: '2026-11-01T10:00:00+03:30',
    cancelledAt: null,
    refund: null,
    lastPayment: null,
    reviewable: false,
    reviewed: false,
    expiresAt: '2026-11-01T10:15:00+03:30',
    payableForMs: 10 * 60_000,
    ...over,
  });
}
