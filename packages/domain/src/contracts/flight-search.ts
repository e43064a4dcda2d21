import { z } from 'zod';
import { isIsoDate } from '../calendar/plain-date';
import { normalizeDigits } from '../format/digits';
import { currencySchema } from './money';
import { priceExchangeSchema } from './exchange-rates';
import { cabinClassSchema, refundRulesSchema } from '../flights/inventory';
import type { MessageKey } from '../messages';
import { passengerCountsSchema } from './passenger-counts';
import { cityByCode } from '../reference/cities';
import { searchProblems } from '../flights/search-rules';

const optionalText = z
  .union([z.string(), z.number()], { error: 'invalidValue' satisfies MessageKey })
  .optional()
  .transform((v) => (v === undefined ? '' : normalizeDigits(String(v)).trim()));

const cityCode = optionalText.transform((v) => v.toUpperCase());

/** `flight/getFlights` (API.md). `searchId` re-opens an earlier search, refused once expired. */
export function flightSearchRequestSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      origin: cityCode,
      destination: cityCode,
      departureDate: optionalText,
      returnDate: optionalText,
      roundTrip: z
        .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()], {
          error: 'invalidValue',
        })
        .optional()
        .transform((v) => v === '1' || v === 1 || v === true),
      searchId: z.string().max(2000).optional(),
    })
    .and(passengerCountsSchema)
    .superRefine((input, ctx) => {
      // A re-opened search carries its own, already checked, criteria.
      if (input.searchId) return;
      for (const issue of searchProblems(input, now())) {
        ctx.addIssue({ code: 'custom', message: issue.key, path: [issue.path] });
      }
    });
}
export type FlightSearchRequest = z.output<ReturnType<typeof flightSearchRequestSchema>>;

const feeSchema = z.object({
  adult: z.number().int(),
  child: z.number().int(),
  infant: z.number().int(),
  total: z.number().int(),
  final: z.number().int(),
});

/** An agency selling the flight: per-passenger prices (fare + its fee), the party's base total and final price. */
export const flightAgencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  class: z.string(),
  priceClass: z.string(),
  baggage: z.number().int(),
  refundRules: refundRulesSchema,
  fee: feeSchema,
  /**
   * The agency's service fee inside each passenger's price (`fee.adult` …), as the checkout shows
   * it apart: passenger entry draws its price summary from the search before the hold answers.
   */
  serviceFee: z.object({
    adult: z.number().int(),
    child: z.number().int(),
    infant: z.number().int(),
  }),
});

/** One end of a flight: airport, city and terminal, named in the asked language. */
export const endpointSchema = z.object({
  city: z.string(),
  cityName: z.string(),
  airport: z.string(),
  airportName: z.string(),
  terminal: z.string().nullable(),
  timeZone: z.string(),
});

export const flightStatusSchema = z.enum([
  'scheduled',
  'delayed',
  'cancelled',
  'departed',
  'landed',
]);

export const flightResultSchema = z.object({
  ref: z.string(),
  flightNumber: z.string(),
  airline: z.object({ code: z.string(), name: z.string(), logo: z.string() }),
  cabinClass: cabinClassSchema,
  priceClass: z.string(),
  origin: endpointSchema,
  destination: endpointSchema,
  /** Local times with the airport's offset; a delayed flight shows its new times here. */
  departureTime: z.string(),
  arrivalTime: z.string(),
  scheduledDepartureTime: z.string(),
  scheduledArrivalTime: z.string(),
  status: flightStatusSchema,
  duration: z.number().int(),
  aircraft: z.string(),
  baggage: z.number().int(),
  seatsLeft: z.number().int(),
  price: z.object({
    adult: z.number().int(),
    child: z.number().int(),
    infant: z.number().int(),
    total: z.number().int(),
    currency: currencySchema,
  }),
  agencies: z.array(flightAgencySchema),
});
export type FlightResult = z.infer<typeof flightResultSchema>;

export const flightSearchResponseSchema = z.object({
  searchId: z.string(),
  expiresAt: z.string(),
  /** The rate the prices were converted by into the asked currency; null when left as filed. */
  exchange: priceExchangeSchema.nullable(),
  departure: z.array(flightResultSchema),
  return: z.array(flightResultSchema),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

/** `flight/getCheapestFlights`: the cheapest adult fare per local departure day, both directions. */
export const cheapestRequestSchema = z
  .object({ origin: cityCode, destination: cityCode, from: optionalText, to: optionalText })
  .superRefine((input, ctx) => {
    if (!input.origin || !input.destination) {
      ctx.addIssue({
        code: 'custom',
        message: 'originDestinationRequired',
        path: [input.origin ? 'destination' : 'origin'],
      });
      return;
    }
    if (!cityByCode(input.origin))
      ctx.addIssue({ code: 'custom', message: 'unknownCity', path: ['origin'] });
    if (!cityByCode(input.destination))
      ctx.addIssue({ code: 'custom', message: 'unknownCity', path: ['destination'] });
    for (const path of ['from', 'to'] as const) {
      if (!isIsoDate(input[path]))
        ctx.addIssue({
          code: 'custom',
          message: input[path] ? 'invalidValue' : 'required',
          path: [path],
        });
    }
    if (isIsoDate(input.from) && isIsoDate(input.to)) {
      const span = (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000;
      if (span < 0 || span > 120)
        ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['to'] });
    }
  });

const dayPriceSchema = z.object({
  date: z.string(),
  price: z.number().int(),
  currency: currencySchema,
});
export const cheapestResponseSchema = z.object({
  departure: z.array(dayPriceSchema),
  arrival: z.array(dayPriceSchema),
  /** The rate the prices were converted by into the asked currency; null when left as filed. */
  exchange: priceExchangeSchema.nullable(),
});
export type CheapestResponse = z.infer<typeof cheapestResponseSchema>;

/**
 * The busiest trunk routes, the spec's six cheapest-route shortcuts (section 2): the demo inventory
 * flies them most. The home page shows the routes its editable content names.
 */
export const homeRoutes = [
  ['MHD', 'THRC'],
  ['THRC', 'KIH'],
  ['THRC', 'MHD'],
  ['THRC', 'SYZ'],
  ['MHD', 'KIH'],
  ['MHD', 'SYZ'],
] as const;

/** Quick-route cities of the home page (spec section 2). */
export const quickRouteCities = ['MHD', 'THRC', 'KIH', 'SYZ'] as const;
