import { z } from 'zod';
import { currencySchema, paidBySchema } from './money';
import { chargeSchema, priceExchangeSchema } from './exchange-rates';
import { cabinClassSchema, refundRulesSchema } from '../flights/inventory';
import type { MessageKey } from '../messages';
import { paymentChoices } from '../payments/payment-sources';
import { passengerCountsSchema } from './passenger-counts';
import { bookingPassengerSchema } from '../passengers/passenger-rules';
import { optionalEmailField } from '../validation/contact';
import { bookingFlagField, integerField, requiredTextField, textField } from '../validation/fields';
import { endpointSchema } from './flight-search';
import { bookingServicesSchema, serviceCodes } from './quote-extras';

const money = z.object({ amount: z.number().int(), currency: currencySchema });

// ---------------------------------------------------------------------------------------------
// flight/getFlightPrice: re-price the chosen flights through one agency and hold the seats.

export const quoteRequestSchema = z
  .object({
    departureRef: requiredTextField(40),
    returnRef: textField(40),
    agencyId: integerField(),
    /** The agency selling the return flight, when not the outbound one's. */
    returnAgencyId: integerField({ fallback: 0 }),
  })
  .and(passengerCountsSchema);
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export const quoteSegmentSchema = z.object({
  /** The flight and cabin as the search answered it (`<flightId>.<cabin>`). */
  ref: z.string(),
  direction: z.enum(['departure', 'return']),
  flightNumber: z.string(),
  airline: z.object({ code: z.string(), name: z.string(), logo: z.string() }),
  origin: endpointSchema,
  destination: endpointSchema,
  /** Local times with the airport's offset (the new times of a delayed flight). */
  departureTime: z.string(),
  arrivalTime: z.string(),
  /** The local departure date at the origin: the date passenger ages are judged at. */
  departureDate: z.string(),
  duration: z.number().int(),
  aircraft: z.string(),
  cabinClass: cabinClassSchema,
  priceClass: z.string(),
  baggage: z.number().int(),
  refundRules: refundRulesSchema,
  /** Price of one passenger of each type on this flight (fare + the agency's fee). */
  price: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  /** The agency's service fee inside `price`, per passenger of each type: shown apart at checkout. */
  fee: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  /** The party's fares and fees on this flight. */
  total: z.number().int(),
});
export type QuoteSegment = z.infer<typeof quoteSegmentSchema>;

export const quoteResponseSchema = z.object({
  quoteId: z.string(),
  /** The seats are held until then: the passenger-entry countdown. */
  expiresAt: z.string(),
  /** Time left on the hold when answered: a countdown that does not trust the device's clock. */
  expiresInMs: z.number().int(),
  agency: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  passengers: z.object({
    adult: z.number().int(),
    child: z.number().int(),
    infant: z.number().int(),
  }),
  /** Domestic flights take a national ID; international ones also a passport (decision 8). */
  international: z.boolean(),
  segments: z.array(quoteSegmentSchema),
  /**
   * Every passenger's fares and fees on every flight, in the asked currency (the `currency`
   * header, else the brand's): what `bookFlight` charges for the fares. Lines above are each
   * converted on their own and may differ from it by one step.
   */
  total: z.number().int(),
  currency: currencySchema,
  /** That total as filed, in the fares' own currency: seats and services are added to it. */
  fares: money,
  /** The rate `total` was converted by; null when the fares' currency was kept. */
  exchange: priceExchangeSchema.nullable(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** Calls about a held quote. */
export const quoteRefSchema = z.object({ quoteId: requiredTextField(64) });

// ---------------------------------------------------------------------------------------------
// flight/checkDiscount: whether a discount code applies to a quote, and how much it takes off.

export const discountRequestSchema = z.object({
  quoteId: requiredTextField(64),
  code: requiredTextField(40).transform((v) => v.toUpperCase()),
});
export const discountResponseSchema = z.object({
  code: z.string(),
  /** What the code takes off, in the asked currency (converted on its own). */
  discount: money,
  /** That amount as filed, in the fares' currency: the checkout takes it off the quote's `fares`. */
  filed: money,
  /** The rate `discount` was converted by; null when the fares' currency was kept. */
  exchange: priceExchangeSchema.nullable(),
});
export type DiscountResponse = z.infer<typeof discountResponseSchema>;

// ---------------------------------------------------------------------------------------------
// flight/bookFlight

export const bookFlightRequestSchema = z.object({
  quoteId: requiredTextField(64),
  /** Made by the client once per booking attempt: a double submit answers the same booking. */
  idempotencyKey: requiredTextField(64),
  passengers: z
    .array(bookingPassengerSchema)
    .min(1, { error: 'required' satisfies MessageKey })
    .max(9, { error: 'maxPassengers' satisfies MessageKey }),
  contact: z.object({
    /** Checked as a mobile number of `country` (ISO alpha-2 dialling region) by the server. */
    mobile: requiredTextField(32),
    country: textField(2).transform((v) => v.toUpperCase()),
    email: optionalEmailField,
  }),
  services: bookingServicesSchema,
  discountCode: textField(40).transform((v) => v.toUpperCase()),
  agreement: bookingFlagField().refine((v) => v, {
    error: 'agreementRequired' satisfies MessageKey,
  }),
  payment: z
    .enum(paymentChoices, { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => v ?? 'gateway'),
  /**
   * The currency the traveller pays in (decision 11); absent: the `currency` header's, else the
   * fares' own. The total is converted by today's rate.
   */
  chargeCurrency: currencySchema.optional(),
  /** The rate the checkout showed its amount by: a different rate in force now answers 409. */
  rateId: integerField().optional(),
});
export type BookFlightRequest = z.output<typeof bookFlightRequestSchema>;

export const bookingStatusSchema = z.enum(['pending_payment', 'confirmed', 'expired']);

export const priceBreakdownSchema = z.object({
  /** Per passenger type: how many, what one costs over every flight, and the line total. */
  passengers: z.array(
    z.object({
      type: z.enum(['ADT', 'CHD', 'INF']),
      count: z.number().int(),
      each: z.number().int(),
      total: z.number().int(),
    }),
  ),
  fares: z.number().int(),
  seats: z.number().int(),
  services: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  currency: currencySchema,
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** What names a booking and its state and amount, wherever one is answered. */
export const bookingHeadFields = {
  bookingId: z.number().int(),
  pnr: z.string(),
  trackingCode: z.string(),
  status: bookingStatusSchema,
  amount: z.number().int(),
  currency: currencySchema,
};

export const bookFlightResponseSchema = z.object({
  ...bookingHeadFields,
  price: priceBreakdownSchema,
  /** What is charged, in the currency the traveller chose, and by which rate. */
  charge: chargeSchema,
  /** Where the browser goes to pay (the bank's page); absent when nothing is left to pay. */
  paymentUrl: z.string().optional(),
  /** For a booking already paid (by wallet): opens the result page (`flight/getBooking`). */
  receipt: z.string().optional(),
});
export type BookFlightResponse = z.infer<typeof bookFlightResponseSchema>;

// ---------------------------------------------------------------------------------------------
// flight/getBooking: the result page after the bank, opened with the receipt the callback signs.

export const bookingReceiptRequestSchema = z.object({ receipt: requiredTextField(2000) });

export const bookingViewSchema = z.object({
  pnr: z.string(),
  trackingCode: z.string(),
  status: bookingStatusSchema,
  /** confirmed: have a good trip; rejected: try again or contact support; inProgress: wait. */
  outcome: z.enum(['confirmed', 'rejected', 'inProgress']),
  amount: z.number().int(),
  currency: currencySchema,
  /** What was charged (or is to be), in the currency the traveller chose, and by which rate. */
  charge: chargeSchema,
  /** How the charge was paid, present only when more than one source paid it (wallet and card). */
  paidBy: paidBySchema.optional(),
  contact: z.object({ mobile: z.string(), email: z.string() }),
  segments: z.array(quoteSegmentSchema.omit({ price: true, fee: true, total: true })),
  passengers: z.array(
    z.object({
      type: z.enum(['ADT', 'CHD', 'INF']),
      firstName: z.string(),
      lastName: z.string(),
      tickets: z.array(
        z.object({
          direction: z.enum(['departure', 'return']),
          ticketNumber: z.string().nullable(),
          status: z.enum([
            'NotVerified',
            'Confirmed',
            'refundRequest',
            'refunded',
            'refundRejected',
          ]),
          seat: z.string().nullable(),
        }),
      ),
    }),
  ),
  services: z.array(
    z.object({
      code: z.enum(serviceCodes),
      quantity: z.number().int(),
      amount: z.number().int(),
      status: z.enum(['requested', 'confirmed', 'refused']),
      /**
       * What a service added after the sale (`/ssr`) was charged on its own, in the currency it
       * was shown in; absent for one bought with the booking (`amount`, in the fares' currency).
       */
      charge: money.optional(),
    }),
  ),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/**
 * The same flights as a new search and choice (`/flights` and `/booking` read them from the
 * address): what the result page offers once a booking's time to pay has run out.
 */
export const bookAgainSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  /** '' for a one-way trip. */
  returnDate: z.string(),
  adult: z.number().int(),
  child: z.number().int(),
  infant: z.number().int(),
  departureRef: z.string(),
  returnRef: z.string(),
  agencyId: z.number().int(),
  /** The agency selling the return flight; 0 for a one-way trip. */
  returnAgencyId: z.number().int(),
});
export type BookAgain = z.infer<typeof bookAgainSchema>;

/** `flight/getBooking`: the booking, and a token that opens its e-tickets, PDF, refund and services. */
export const bookingResultSchema = bookingViewSchema.extend({
  access: z.string(),
  /**
   * Time left, when answered, to pay this booking (again, after a declined card or a cancel at the
   * bank: `payment/start`); 0 once it can no longer be paid. Milliseconds, so a countdown does
   * not trust the device's clock.
   */
  payableForMs: z.number().int(),
  bookAgain: bookAgainSchema,
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

// ---------------------------------------------------------------------------------------------
// payment/start: another payment for a booking still waiting for one (after a declined card).

export const paymentStartRequestSchema = z.object({ receipt: z.string().min(1).max(512) });
export const paymentStartResponseSchema = z.object({
  paymentId: z.number(),
  /** The bank's page for the new payment, on the same booking and hold. */
  paymentUrl: z.string(),
});
