import { z } from 'zod';
import { priceExchangeSchema } from './exchange-rates';
import { currencySchema } from './money';
import { refundRulesSchema } from '../flights/inventory';
import type { MessageKey } from '../messages';
import { refundDestinations } from '../payments/refund-split';
import { refundModes } from '../refunds/refund-rules';
import { integerField, requiredTextField, textField } from '../validation/fields';
import { bookingViewSchema } from './booking';
import { bookingServicesSchema, serviceOfferSchema } from './quote-extras';
import { flightStatusSchema } from './flight-search';

// ---------------------------------------------------------------------------------------------
// After the sale (API.md "Tickets"): a booking is found by its tracking code and the contact
// mobile, or by a ticket number and the passenger's last name. `ticket/ticketTracking` answers
// an `access` token for the booking found; the other calls take either pair or the token (the
// profile's flights answer one per booking of the signed-in customer).

export const ticketStatusSchema = z.enum([
  'NotVerified',
  'Confirmed',
  'refundRequest',
  'refunded',
  'refundRejected',
]);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const refundModeSchema = z.enum(refundModes, {
  error: 'refundTypeRequired' satisfies MessageKey,
});

const lookupFields = {
  trackingCode: textField(20).transform((v) => v.toUpperCase()),
  mobile: textField(32),
  ticketNumber: textField(20).transform((v) => v.replace(/[\s-]/g, '')),
  lastName: textField(40).transform((v) => v.toUpperCase()),
  access: textField(2000),
};

type LookupValues = Record<keyof typeof lookupFields, string>;

/** Which pair names the booking: the token, the code and mobile, or a ticket and a last name. */
export function lookupKind(input: LookupValues): 'access' | 'tracking' | 'ticket' | null {
  if (input.access) return 'access';
  if (input.trackingCode && input.mobile) return 'tracking';
  if (input.ticketNumber && input.lastName) return 'ticket';
  return null;
}

/** A lookup names a booking one way or the other; what is missing is marked required. */
function requireLookup(input: LookupValues, ctx: z.RefinementCtx): void {
  if (lookupKind(input) !== null) return;
  const missing =
    input.ticketNumber || input.lastName
      ? (['ticketNumber', 'lastName'] as const)
      : (['trackingCode', 'mobile'] as const);
  for (const field of missing)
    if (!input[field])
      ctx.addIssue({ code: 'custom', path: [field], message: 'required' satisfies MessageKey });
}

export const ticketLookupSchema = z.object(lookupFields).superRefine(requireLookup);
export type TicketLookup = z.output<typeof ticketLookupSchema>;

/** `ticket/ticketTracking`: the booking found and a token for the calls that follow (2 hours). */
export const trackingFoundSchema = z.object({
  trackingCode: z.string(),
  access: z.string(),
});

// ---------------------------------------------------------------------------------------------
// ticket/ticketInfo: the booking with every ticket's state and refund, for the /refund page.

export const ticketLineSchema = z.object({
  ticketNumber: z.string().nullable(),
  /** 'ALI REZAEI' */
  passenger: z.string(),
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
  direction: z.enum(['departure', 'return']),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Local departure time with the airport's offset. */
  departureTime: z.string(),
  status: ticketStatusSchema,
  /** Fare and fee paid for this passenger on this flight, minor units. */
  fare: z.number().int(),
  refundPercent: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

export const refundRequestStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const refundRequestViewSchema = z.object({
  id: z.number().int(),
  mode: refundModeSchema,
  status: refundRequestStatusSchema,
  tickets: z.array(z.string()),
  amount: z.number().int(),
  currency: currencySchema,
  /**
   * Where the money goes back: the card that paid, the customer's wallet, both by their shares
   * of a booking paid from the wallet and a card, or the agency's credit line that paid it
   * (decision 021).
   */
  destination: z.enum(refundDestinations),
  reason: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RefundRequestView = z.infer<typeof refundRequestViewSchema>;

export const ticketInfoSchema = z.object({
  pnr: z.string(),
  trackingCode: z.string(),
  status: bookingViewSchema.shape.status,
  amount: z.number().int(),
  currency: currencySchema,
  tickets: z.array(ticketLineSchema),
  refunds: z.array(refundRequestViewSchema),
  /** A token standing for the lookup in the calls that follow. */
  access: z.string(),
});
export type TicketInfo = z.infer<typeof ticketInfoSchema>;

// ---------------------------------------------------------------------------------------------
// ticket/ticketShow: the e-ticket page (and the PDF): the result page's booking, with terminals.

export const ticketShowSchema = bookingViewSchema.extend({
  services: z.array(
    bookingViewSchema.shape.services.element.extend({
      /** Position in `passengers` of whom the service is for; null when the booking names nobody. */
      passenger: z.number().int().nullable(),
    }),
  ),
  issuedAt: z.string().nullable(),
  /** The fare paid per ticket, keyed like the passengers' tickets: position.direction. */
  fares: z.record(z.string(), z.number().int()),
  access: z.string(),
});
export type TicketShow = z.infer<typeof ticketShowSchema>;

// ---------------------------------------------------------------------------------------------
// ticket/getTracking: what happened to the booking, oldest first.

export const trackingEventKinds = [
  'booked',
  'paid',
  'ticketed',
  'refundRequested',
  'refunded',
  'refundRejected',
  'servicesRequested',
  'servicesConfirmed',
  'servicesRefused',
] as const;

export const trackingEventsSchema = z.object({
  events: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(trackingEventKinds),
      /** Ticket numbers, an amount or a reason, as the kind has them. */
      detail: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// flight/getRules: the fare's penalty table and what each mode would give back, in money.

/** The ticket asked about is `ticketNumber`; the booking is proved by any lookup. */
export const rulesRequestSchema = z
  .object({ ...lookupFields, ticketNumber: requiredTextField(20) })
  .superRefine(requireLookup);

export const rulesResponseSchema = z.object({
  ticketNumber: z.string(),
  rules: refundRulesSchema,
  fare: z.number().int(),
  currency: currencySchema,
  /** The scheduled departure, local with offset: the clock the penalties run on. */
  departureTime: z.string(),
  modes: z.array(
    z.object({
      mode: refundModeSchema,
      allowed: z.boolean(),
      /** Why not, in the caller's language, when not allowed. */
      reason: z.string(),
      refundPercent: z.number().int(),
      penaltyPercent: z.number().int(),
      refundAmount: z.number().int(),
      settle: z.enum(['now', 'decision']),
    }),
  ),
});
export type RulesResponse = z.infer<typeof rulesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// ticket/refundConfirm and ticket/refundDecide

export const refundConfirmSchema = z
  .object({
    ...lookupFields,
    tickets: z
      .array(requiredTextField(20), { error: 'refundTicketRequired' satisfies MessageKey })
      .min(1, { error: 'refundTicketRequired' satisfies MessageKey })
      .max(18),
    mode: refundModeSchema,
  })
  .superRefine(requireLookup);
export type RefundConfirmRequest = z.output<typeof refundConfirmSchema>;

export const refundConfirmedSchema = z.object({
  request: refundRequestViewSchema,
  tickets: z.array(ticketLineSchema),
});

export const refundDecideSchema = z.object({
  id: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'reject'], { error: 'required' satisfies MessageKey }),
  /** Required to reject: the traveller is told it. */
  reason: textField(500),
});

export const refundDeskListSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', '']).optional().default('pending'),
});

/** A flight of a refund request as operations recorded it: what a Cancel or Delay is judged on. */
export const refundDeskFlightSchema = z.object({
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  status: flightStatusSchema,
  /** Minutes the recorded new departure is after the scheduled one; 0 when none is recorded. */
  delayMinutes: z.number().int(),
  /** Local time at the origin airport, with its offset. */
  scheduledDeparture: z.string(),
  /** The recorded new departure, local at the origin; null when none is recorded. */
  estimatedDeparture: z.string().nullable(),
});
export type RefundDeskFlight = z.infer<typeof refundDeskFlightSchema>;

export const refundDeskItemSchema = refundRequestViewSchema.extend({
  pnr: z.string(),
  trackingCode: z.string(),
  agency: z.string(),
  passengers: z.array(z.string()),
  /** The flights of the request's tickets, outbound first, with their recorded state. */
  flights: z.array(refundDeskFlightSchema),
});
export const refundDeskListResponseSchema = z.array(refundDeskItemSchema);

// ---------------------------------------------------------------------------------------------
// ssr/addServiceFlightSearch and ssr/submitExtraService: services added after the sale.

export const extraServicesOfferSchema = z.object({
  trackingCode: z.string(),
  /**
   * The currency the offers are priced in: the asked one (the `currency` header, else the
   * brand's), converted from the fares' by today's rate, the fares' own without a rate.
   */
  currency: currencySchema,
  /** The rate the offers were converted by; null when the fares' currency was kept. */
  exchange: priceExchangeSchema.nullable(),
  /** What is on the booking already, with its state. */
  current: bookingViewSchema.shape.services,
  /** What can still be added: the quote's service offers, with what remains. */
  offers: z.array(serviceOfferSchema),
  access: z.string(),
});

export const submitExtraServiceSchema = z
  .object({
    ...lookupFields,
    services: bookingServicesSchema,
    /** The rate the offer was shown by (its `exchange`): another rate in force answers 409. */
    rateId: integerField().optional(),
  })
  .superRefine(requireLookup);

export const extraServiceSubmittedSchema = z.object({
  /** What the payment asks: the services as the offer showed them, in its currency. */
  amount: z.number().int(),
  currency: currencySchema,
  /** The rate they were charged by; null when the fares' currency was kept. */
  exchange: priceExchangeSchema.nullable(),
  /** The bank's page for the difference; absent when nothing is to pay. */
  paymentUrl: z.string().optional(),
  services: bookingViewSchema.shape.services,
});
