import {
  serviceAmount,
  serviceRoom,
  serviceUnitPrice,
  type ServiceCode,
} from '@parvaz/domain/booking/service-pricing';
import { type Currency } from '@parvaz/domain/format/money';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { MessageKey } from '@parvaz/domain/messages';
import type { z } from 'zod';
import type {
  BookingServices,
  serviceOfferSchema,
  servicesResponseSchema,
} from '@parvaz/domain/contracts/quote-extras';
import { AppError } from '../../platform/app-error';
import type { SegmentRow } from './booking.repository';
import { segmentsOfQuote } from './booking.repository';
import type { BookingClock } from './quote.service';
import { heldQuote, type QuoteCaller } from './quote-access';
import { isInternational } from './segment-view';

/** Animal places left on the fullest flight of the quote. */
export function petPlacesLeft(segments: Array<Pick<SegmentRow, 'petCapacity' | 'petsTaken'>>) {
  return Math.max(0, Math.min(...segments.map((s) => s.petCapacity - s.petsTaken)));
}

/**
 * What a booking holds already (bought with it, or added later and not refused): the per-booking
 * limits count it, and new animals must be of its animals' type.
 */
export interface HeldServices {
  quantities: Partial<Record<ServiceCode, number>>;
  animalTypes: string[];
}

export const noServicesHeld: HeldServices = { quantities: {}, animalTypes: [] };

export type ServiceOffer = z.input<typeof serviceOfferSchema>;

/**
 * The extra services of a booking's (or a quote's) flights: the price of one unit on all of them
 * (a service is carried, and paid, on every flight) and the most that may still be added.
 */
export function serviceOffers(
  segments: SegmentRow[],
  currency: Currency,
  held: HeldServices = noServicesHeld,
): ServiceOffer[] {
  const abroad = isInternational(segments);
  const price = (code: ServiceCode) => serviceUnitPrice(code, currency, abroad) * segments.length;
  const room = serviceRoom(held.quantities);
  const offer = (code: ServiceCode, unit: 'each' | 'kg', max: number): ServiceOffer => ({
    code,
    unit,
    price: price(code),
    currency,
    filed: price(code),
    max,
  });
  return [
    offer('WCHR', 'each', room.WCHR),
    offer('PET', 'each', petPlacesLeft(segments)),
    offer('XBAG', 'kg', room.XBAG),
    offer('CARGO', 'kg', room.CARGO),
  ];
}

/** The extra services of a quote's flights with their prices per unit and per flight. */
export async function getServices(
  deps: BookingClock,
  tenant: string,
  quoteId: string,
  caller: QuoteCaller,
): Promise<z.input<typeof servicesResponseSchema>> {
  const quote = await heldQuote(deps.db, tenant, quoteId, deps.now(), caller);
  const segments = await segmentsOfQuote(deps.db, quote.id);
  return {
    services: serviceOffers(segments, currencySchema.parse(quote.currency)),
    exchange: null,
  };
}

/** One booking_services row to be: a wheelchair, an animal, or kilograms of baggage or cargo. */
export interface ServiceLine {
  kind: ServiceCode;
  quantity: number;
  amount: number;
  details?: Record<string, string | number>;
}

type FieldErrors = Record<
  string,
  MessageKey | { key: MessageKey; params: Record<string, unknown> }
>;

function tooLarge(max: number) {
  return { key: 'tooLarge' as const, params: { max } };
}

/**
 * The services asked for, checked against the rules and what the booking holds already, and
 * priced on `flights` flights; 400 with a message per field otherwise. Animal places are not
 * checked here: they are taken from the flights in the transaction that confirms them.
 */
export function serviceLines(
  services: BookingServices,
  currency: Currency,
  abroad: boolean,
  flights: number,
  held: HeldServices = noServicesHeld,
): ServiceLine[] {
  const fields: FieldErrors = {};
  services.animals.forEach((animal, i) => {
    if (!animal.type) fields[`services.animals.${i}.type`] = 'animalTypeFirst';
  });
  const types = new Set([...held.animalTypes, ...services.animals.map((a) => a.type)]);
  types.delete('');
  if (Object.keys(fields).length === 0 && types.size > 1)
    fields['services.animals'] = 'animalsSameType';
  const room = serviceRoom(held.quantities);
  if (services.wheelchair && room.WCHR < 1) fields['services.wheelchair'] = tooLarge(room.WCHR);
  if (services.excessBaggageKg > room.XBAG)
    fields['services.excessBaggageKg'] = tooLarge(room.XBAG);
  if (services.cargoKg > room.CARGO) fields['services.cargoKg'] = tooLarge(room.CARGO);
  const [first] = Object.values(fields);
  if (first)
    throw typeof first === 'string'
      ? new AppError('VALIDATION', first, { fields })
      : new AppError('VALIDATION', first.key, { fields, params: first.params });
  const line = (kind: ServiceCode, quantity: number, details?: ServiceLine['details']) => ({
    kind,
    quantity,
    amount: serviceAmount(kind, quantity, currency, abroad, flights),
    ...(details ? { details } : {}),
  });
  const lines: ServiceLine[] = [];
  if (services.wheelchair) lines.push(line('WCHR', 1));
  for (const animal of services.animals)
    lines.push(
      line('PET', 1, {
        type: animal.type,
        color: animal.color,
        breed: animal.breed,
        healthCode: animal.healthCode,
        weight: animal.weight,
      }),
    );
  if (services.excessBaggageKg > 0) lines.push(line('XBAG', services.excessBaggageKg));
  if (services.cargoKg > 0) lines.push(line('CARGO', services.cargoKg));
  return lines;
}
