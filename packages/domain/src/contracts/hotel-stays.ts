import { z } from 'zod';
import type { MessageKey } from '../messages';
import { paymentChoices } from '../payments/payment-sources';
import { hotelGuestSchema } from '../hotels/guests';
import type { ratingCriteria } from '../hotels/catalog';
import { optionalEmailField } from '../validation/contact';
import {
  integerField,
  requiredProseField,
  requiredTextField,
  textField,
} from '../validation/fields';
import { currencySchema, paidBySchema } from './money';
import { chargeSchema } from './exchange-rates';
import { pagingFields } from './paging';
import { stayPolicySchema } from './hotels';

// hotel/checkDiscount, reserveHotel, hotelVoucher, getRefundQuote, hotelRefund, getMyHotels,
// addReview (API.md, "Hotels"). Dates are the hotel's local `YYYY-MM-DD`; instants ISO 8601 with
// its offset.

/** A checkbox from a form ('1', 'true', 'on') or JSON. */
const flag = z
  .union([z.boolean(), z.string()], { error: 'invalidValue' satisfies MessageKey })
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export const reserveHotelRoomSchema = z.object({
  roomTypeId: integerField(),
  adults: integerField({ fallback: 1 }),
  children: integerField({ fallback: 0 }),
  childAges: z
    .array(integerField(), { error: 'invalidValue' satisfies MessageKey })
    .max(4, { error: 'tooLarge' satisfies MessageKey })
    .optional()
    .transform((v) => v ?? []),
  guests: z
    .array(hotelGuestSchema, { error: 'invalidValue' satisfies MessageKey })
    .max(10, { error: 'tooLarge' satisfies MessageKey })
    .optional()
    .transform((v) => v ?? []),
});

/**
 * hotel/checkDiscount: whether a code applies to the stay being reserved (its hotel, dates and
 * the room types of its rooms, a type once per room), and what it takes off the rooms' price.
 * Answers `hotelDiscountResponseSchema`: the amount in the rooms' filed currency, which the page
 * takes off the rooms' filed total before converting it once.
 */
export const hotelDiscountRequestSchema = z.object({
  hotelId: integerField(),
  checkIn: textField(10),
  checkOut: textField(10),
  rooms: z
    .array(reserveHotelRoomSchema.pick({ roomTypeId: true }), {
      error: 'invalidValue' satisfies MessageKey,
    })
    .min(1, { error: 'required' satisfies MessageKey })
    .max(10, { error: 'tooManyRooms' satisfies MessageKey }),
  code: requiredTextField(40).transform((v) => v.toUpperCase()),
});

/** What a code takes off a stay's rooms, as filed (in the rooms' own currency). */
export const hotelDiscountResponseSchema = z.object({
  code: z.string(),
  discount: z.object({ amount: z.number().int(), currency: currencySchema }),
});
export type HotelDiscountResponse = z.infer<typeof hotelDiscountResponseSchema>;
export type HotelDiscountRequest = z.output<typeof hotelDiscountRequestSchema>;

export const reserveHotelRequestSchema = z.object({
  hotelId: integerField(),
  checkIn: textField(10),
  checkOut: textField(10),
  rooms: z
    .array(reserveHotelRoomSchema, { error: 'invalidValue' satisfies MessageKey })
    .min(1, { error: 'required' satisfies MessageKey })
    .max(10, { error: 'tooManyRooms' satisfies MessageKey }),
  contact: z.object({
    /** Checked as a mobile number of `country` (ISO alpha-2 dialling region) by the server. */
    mobile: requiredTextField(32),
    country: textField(2).transform((v) => v.toUpperCase()),
    email: optionalEmailField,
  }),
  agreement: flag.refine((v) => v, { error: 'agreementRequired' satisfies MessageKey }),
  /** Made by the client once per reservation attempt: a double submit answers the same stay. */
  idempotencyKey: requiredTextField(64),
  /** The total the guest saw (minor units): a different price now answers 409 PRICE_CHANGED. */
  expectedTotal: integerField(),
  /**
   * After a PRICE_CHANGED answer: the total first shown, so the stay records what the guest
   * agreed to move from (absent on a first submit).
   */
  previousTotal: integerField().optional(),
  /**
   * The exchange rate the rooms were shown by (their offers' `exchange`): another rate in force
   * now answers 409 `rateChanged` on this field, as `bookFlight` does, and the page draws the
   * rooms again by it. A room price that moved is PRICE_CHANGED.
   */
  rateId: integerField().optional(),
  /** Taken off the rooms' price (`expectedTotal` stays the rooms' price the guest saw). */
  discountCode: textField(40).transform((v) => v.toUpperCase()),
  payment: z
    .enum(paymentChoices, { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => v ?? 'gateway'),
});
export type ReserveHotelRequest = z.output<typeof reserveHotelRequestSchema>;

export const hotelStayStatusSchema = z.enum([
  'NotVerified',
  'Confirmed',
  'CheckedIn',
  'CheckedOut',
  'NoShow',
  'Cancelled',
  'Expired',
]);

export const reserveHotelResponseSchema = z.object({
  bookingId: z.int(),
  trackingCode: z.string(),
  status: hotelStayStatusSchema,
  /** The stay's price in the rooms' own currency. */
  amount: z.int(),
  currency: currencySchema,
  /** What the guest is charged: in the currency the rooms were shown in, with its rate. */
  charge: chargeSchema,
  /** Until when the nights are held for payment. */
  expiresAt: z.string(),
  paymentUrl: z.string().optional(),
});
export type ReserveHotelResponse = z.infer<typeof reserveHotelResponseSchema>;

/**
 * `errors.detail` of a 409 PRICE_CHANGED: the stay's total now and the total the guest agreed to
 * move from (the request's `previousTotal`, else its `expectedTotal`), so the page asks at once.
 */
export const priceChangedDetailSchema = z.object({
  total: z.int(),
  currency: currencySchema,
  previousTotal: z.int(),
});
export type PriceChangedDetail = z.infer<typeof priceChangedDetailSchema>;

/** A stay found by what its guest holds: the tracking code and the contact mobile. */
export const stayLookupSchema = z.object({
  trackingCode: requiredTextField(16).transform((v) => v.toUpperCase()),
  mobile: requiredTextField(32),
});
export type StayLookup = z.output<typeof stayLookupSchema>;

/** `hotel/payAgain` (a stay's pair): another payment for an unpaid stay whose hold still runs. */
export const payStayAgainResponseSchema = z.object({
  paymentId: z.int(),
  /** The bank's page for the new payment, on the same stay and held rooms. */
  paymentUrl: z.string(),
});
export type PayStayAgainResponse = z.infer<typeof payStayAgainResponseSchema>;

/** How long an unpaid stay can still be paid (`hotel/payAgain`), in the voucher and the list. */
const holdFields = {
  /** Until when the nights are held for payment (the hotel's offset); null once paid or gone. */
  expiresAt: z.string().nullable(),
  /** Milliseconds left of that hold as the server answered, 0 once it cannot be paid. */
  payableForMs: z.int(),
};

export const hotelVoucherSchema = z.object({
  bookingId: z.int(),
  trackingCode: z.string(),
  status: hotelStayStatusSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.array(z.string()),
  hotel: z.object({
    id: z.int(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    stars: z.int(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    timeZone: z.string(),
    mapUrl: z.string(),
  }),
  rooms: z.array(
    z.object({
      name: z.string(),
      bed: z.string(),
      adults: z.int(),
      children: z.int(),
      childAges: z.array(z.int()),
      meals: z.array(z.string()),
      nights: z.array(z.object({ date: z.string(), amount: z.int() })),
      amount: z.int(),
      guests: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
    }),
  ),
  contact: z.object({ mobile: z.string(), email: z.string().nullable() }),
  /** What a discount code took off the rooms' price; 0 when none. */
  discount: z.int(),
  /** The stay's price: the rooms' less the discount. */
  amount: z.int(),
  paid: z.int(),
  currency: currencySchema,
  /** What the guest was charged (in the currency the rooms were shown in) and the rate. */
  charge: chargeSchema,
  /** How the charge was paid, present only when more than one source paid it (wallet and card). */
  paidBy: paidBySchema.optional(),
  /**
   * The voucher's amounts in the currency charged, each by the rate the stay was paid at (the
   * rooms' own amounts when charged in their currency): what the page writes, as they are. The
   * total is the charge; a refund is what went back, the penalty the rest of the charge.
   */
  charged: z.object({
    currency: currencySchema,
    rooms: z.array(z.int()),
    discount: z.int(),
    amount: z.int(),
    paid: z.int(),
    refund: z.object({ penalty: z.int(), amount: z.int() }).nullable(),
  }),
  policy: stayPolicySchema,
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  refund: z.object({ penalty: z.int(), amount: z.int() }).nullable(),
  /**
   * How the latest try at the bank of a stay still unpaid ended: `declined` (the card was
   * refused), `cancelled` (the guest left the bank's page) or `mismatch` (the bank's amount was
   * not the stay's: the money is given back); null once paid, or before any try.
   */
  lastPayment: z.enum(['declined', 'cancelled', 'mismatch']).nullable(),
  /** The stay is over (checked out): its guest may review it once (`addReview`). */
  reviewable: z.boolean(),
  /** The guest has reviewed the stay already. */
  reviewed: z.boolean(),
  ...holdFields,
});
export type HotelVoucher = z.infer<typeof hotelVoucherSchema>;

export const hotelRefundQuoteSchema = z.object({
  penalty: z.int(),
  refund: z.int(),
  currency: currencySchema,
  /** Until when this penalty holds (the rule's deadline, hotel's offset). */
  deadline: z.string(),
});
export type HotelRefundQuote = z.infer<typeof hotelRefundQuoteSchema>;

export const hotelRefundResponseSchema = hotelRefundQuoteSchema.omit({ deadline: true }).extend({
  trackingCode: z.string(),
  status: hotelStayStatusSchema,
  /** Where the refund went: the card, the wallet, both by their shares of a stay paid from
   * the wallet and a card (decision 021), or nowhere (nothing to give back). */
  destination: z.enum(['card', 'wallet', 'wallet+card', 'none']),
});
export type HotelRefundResponse = z.infer<typeof hotelRefundResponseSchema>;

export const myHotelsRequestSchema = z.object({ ...pagingFields });

export const myHotelsResponseSchema = z.object({
  items: z.array(
    z.object({
      bookingId: z.int(),
      trackingCode: z.string(),
      status: hotelStayStatusSchema,
      hotel: z.object({ id: z.int(), name: z.string(), city: z.string() }),
      checkIn: z.string(),
      checkOut: z.string(),
      rooms: z.int(),
      /** The stay's price in the rooms' own currency. */
      amount: z.int(),
      currency: currencySchema,
      /** What the guest was charged, in the currency the rooms were shown in: what the list shows. */
      charge: z.object({ amount: z.int(), currency: currencySchema }),
      createdAt: z.string(),
      /** The stay's contact mobile: the pair that opens its voucher and pays it again. */
      mobile: z.string(),
      payableForMs: z.int(),
    }),
  ),
  total: z.int(),
});
export type MyHotels = z.infer<typeof myHotelsResponseSchema>;

const score = integerField().refine((n) => n <= 10, { error: 'invalidValue' satisfies MessageKey });

export const addReviewRequestSchema = stayLookupSchema.extend({
  /** Each of the hotel's `ratingCriteria`, 0–10. */
  criteria: z.object({
    valueForPrice: score,
    cleanliness: score,
    staff: score,
    facilities: score,
  } satisfies Record<(typeof ratingCriteria)[number], typeof score>),
  /** Prose: kept as written, its digits in their own script. */
  text: requiredProseField(2000),
});
export type AddReviewRequest = z.output<typeof addReviewRequestSchema>;
