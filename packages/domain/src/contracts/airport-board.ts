import { z } from 'zod';
import { isIsoDate } from '../calendar/plain-date';
import { boardDirections, boardStatuses } from '../flights/board-status';
import type { MessageKey } from '../messages';
import { airportByCode } from '../reference/airports';
import type { TenantId } from '../tenants/tenants';
import { textField } from '../validation/fields';

/** The board a brand's visitors see first: its main hub's. */
export const boardHomeAirports: Record<TenantId, string> = {
  sepehran: 'THR',
  oman: 'MCT',
  turk: 'IST',
};

/**
 * `flight/getAirportBoard` (API.md): an airport's departures or arrivals of one local day
 * (the airport's today when no date is given), optionally only the flights whose number or
 * city matches `q`.
 */
export const airportBoardRequestSchema = z.object({
  /** '' for the brand's home airport (`boardHomeAirports`). */
  airport: textField(8)
    .transform((code) => code.toUpperCase())
    .superRefine((code, ctx) => {
      if (code !== '' && !airportByCode(code))
        ctx.addIssue({ code: 'custom', message: 'unknownAirport' satisfies MessageKey });
    }),
  direction: z
    .enum(boardDirections, { error: 'invalidValue' satisfies MessageKey })
    .default('departures'),
  date: textField(10).superRefine((date, ctx) => {
    if (date !== '' && !isIsoDate(date))
      ctx.addIssue({ code: 'custom', message: 'invalidValue' satisfies MessageKey });
  }),
  q: textField(60),
});
export type AirportBoardRequest = z.output<typeof airportBoardRequestSchema>;

const boardAirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The city it serves, in the caller's language. */
  city: z.string(),
  timeZone: z.string(),
});
export type BoardAirport = z.infer<typeof boardAirportSchema>;

/** Instants are ISO 8601 with the board airport's offset. */
export const boardItemSchema = z.object({
  flightNumber: z.string(),
  airline: z.object({ code: z.string(), name: z.string(), logo: z.string() }),
  /** The other end: where a departure goes, where an arrival comes from. */
  city: z.string(),
  cityCode: z.string(),
  cityAirport: z.string(),
  scheduled: z.string(),
  estimated: z.string().optional(),
  actual: z.string().optional(),
  terminal: z.string(),
  gate: z.string().optional(),
  belt: z.string().optional(),
  status: z.enum(boardStatuses),
});
export type BoardItem = z.infer<typeof boardItemSchema>;

export const airportBoardResponseSchema = z.object({
  airport: boardAirportSchema,
  direction: z.enum(boardDirections),
  /** The airport's local day shown. */
  date: z.string(),
  /** When the statuses were worked out (the server's clock, with the airport's offset). */
  serverTime: z.string(),
  items: z.array(boardItemSchema),
});
export type AirportBoard = z.infer<typeof airportBoardResponseSchema>;

/** `flight/getBoardAirports`: the airports that have flights, for the board's chooser. */
export const boardAirportsResponseSchema = z.object({ items: z.array(boardAirportSchema) });
export type BoardAirports = z.infer<typeof boardAirportsResponseSchema>;
