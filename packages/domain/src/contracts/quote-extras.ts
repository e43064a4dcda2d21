import { z } from 'zod';
import { animalTypes } from '../booking/animals';
import { cabinClassSchema } from '../flights/inventory';
import type { MessageKey } from '../messages';
import { bookingFlagField, integerField, requiredTextField, textField } from '../validation/fields';
import { priceExchangeSchema } from './exchange-rates';
import { currencySchema } from './money';

// What a held quote may add before it is booked: seats picked on the map and the main adult's
// extra services (animals, wheelchair, baggage, cargo).

// ---------------------------------------------------------------------------------------------
// flight/getFlightSeat: the seat map of each flight of the quote.

export const seatKinds = ['window', 'middle', 'aisle'] as const;

export const seatSchema = z.object({
  /** Row and letter, e.g. '12A'. */
  code: z.string(),
  letter: z.string(),
  kind: z.enum(seatKinds),
  /** free: can be picked; taken: sold or held by someone else; mine: held by this quote. */
  status: z.enum(['free', 'taken', 'mine']),
  /** The passenger (index in the booking's list) holding it, for `mine`. */
  passengerIndex: z.number().int().nullable(),
  /**
   * Extra legroom and front rows cost extra; 0 for the others. In the map's `currency` (the asked
   * one, converted on its own by the map's `exchange`).
   */
  price: z.number().int(),
  /** That price as filed, in the fares' currency: the checkout adds it to the quote's `fares`. */
  filed: z.number().int(),
});

export const seatRowSchema = z.object({
  number: z.number().int(),
  exit: z.boolean(),
  /** Seats and aisles in order: null marks an aisle. */
  seats: z.array(seatSchema.nullable()),
});

export const seatMapSchema = z.object({
  direction: z.enum(['departure', 'return']),
  flightNumber: z.string(),
  cabinClass: cabinClassSchema,
  aircraft: z.string(),
  currency: currencySchema,
  /** The rate the seats' prices were converted by; null when the fares' currency was kept. */
  exchange: priceExchangeSchema.nullable(),
  rows: z.array(seatRowSchema),
});
export type SeatMap = z.infer<typeof seatMapSchema>;

export const seatMapResponseSchema = z.object({ segments: z.array(seatMapSchema) });

/** flight/selectSeats: hold the picked seats with the quote (replacing earlier picks). */
export const selectSeatsRequestSchema = z.object({
  quoteId: requiredTextField(64),
  seats: z
    .array(
      z.object({
        direction: z.enum(['departure', 'return'], { error: 'invalidValue' satisfies MessageKey }),
        passengerIndex: integerField(),
        /** The passenger's type: children and infants cannot pick a seat. */
        passengerType: z.enum(['ADT', 'CHD', 'INF'], {
          error: 'invalidValue' satisfies MessageKey,
        }),
        seat: requiredTextField(4).transform((v) => v.toUpperCase()),
      }),
    )
    .max(18, { error: 'tooLarge' satisfies MessageKey })
    .optional()
    .transform((v) => v ?? []),
});
export type SelectSeatsRequest = z.output<typeof selectSeatsRequestSchema>;

// ---------------------------------------------------------------------------------------------
// flight/getFlightServices: the extra services the quote's flights offer, with prices.

export const serviceCodes = ['WCHR', 'PET', 'XBAG', 'CARGO'] as const;

export const serviceOfferSchema = z.object({
  code: z.enum(serviceCodes),
  /** Price per unit: each (wheelchair, animal) or per kilogram (baggage, cargo). */
  unit: z.enum(['each', 'kg']),
  /** In `currency`: the asked one, converted from the fares' by today's rate. */
  price: z.number().int(),
  currency: currencySchema,
  /** That price as filed, in the fares' currency: the checkout adds it to the quote's `fares`. */
  filed: z.number().int(),
  /** Most units one booking may add (animal places left on the fullest flight, kg limits). */
  max: z.number().int(),
});
export const servicesResponseSchema = z.object({
  services: z.array(serviceOfferSchema),
  /** The rate the prices were converted by; null when the fares' currency was kept. */
  exchange: priceExchangeSchema.nullable(),
});

/** An animal travelling with the main adult (spec section 3, "Animal"). */
export const animalSchema = z.object({
  type: z
    .union([z.enum(animalTypes), z.literal('')])
    .optional()
    .transform((v) => v ?? ''),
  color: textField(40),
  breed: textField(60),
  healthCode: textField(40),
  weight: integerField(),
});
export type Animal = z.output<typeof animalSchema>;

/** The main adult's extra services (spec: the main adult carries cargo, wheelchair and animals). */
export const bookingServicesSchema = z
  .object({
    wheelchair: bookingFlagField(),
    excessBaggageKg: integerField({ fallback: 0 }),
    cargoKg: integerField({ fallback: 0 }),
    animals: z
      .array(animalSchema)
      .max(5, { error: 'animalNoSpace' satisfies MessageKey })
      .optional()
      .transform((v) => v ?? []),
  })
  .optional()
  .transform((v) => v ?? { wheelchair: false, excessBaggageKg: 0, cargoKg: 0, animals: [] });
export type BookingServices = z.output<typeof bookingServicesSchema>;
