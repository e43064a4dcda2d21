import type { AnimalType } from '@parvaz/domain/booking/animals';
import type { Animal, serviceOfferSchema } from '@parvaz/domain/contracts/quote-extras';
import type { MessageKey } from '@parvaz/domain/messages';
import type { z } from 'zod';

// The main adult's extra services as a form holds them: while booking (the booking's services
// step) and after the sale (/ssr). The API's rules are `bookingServicesSchema`.

/** An animal as typed (text as entered). */
export interface DraftAnimal {
  type: AnimalType | '';
  color: string;
  breed: string;
  healthCode: string;
  weight: string;
}

/** The services chosen: a wheelchair, kilograms of excess baggage and cargo, animals. */
export interface ServiceChoices {
  wheelchair: boolean;
  excessBaggageKg: number;
  cargoKg: number;
  animals: DraftAnimal[];
}

/** A service the flights offer, with its price per unit and the most units one booking may add. */
export type ServiceOffer = z.infer<typeof serviceOfferSchema>;

/** A problem of a services field: a key of the `messages` namespace. */
export interface ServiceProblem {
  key: MessageKey;
  params?: Record<string, unknown>;
}

export const emptyAnimal: DraftAnimal = {
  type: '',
  color: '',
  breed: '',
  healthCode: '',
  weight: '',
};

export function noServices(): ServiceChoices {
  return { wheelchair: false, excessBaggageKg: 0, cargoKg: 0, animals: [] };
}

/** Whether anything is chosen at all. */
export function hasChoices(services: ServiceChoices): boolean {
  return (
    services.wheelchair ||
    services.excessBaggageKg > 0 ||
    services.cargoKg > 0 ||
    services.animals.length > 0
  );
}

export function toAnimal(animal: DraftAnimal): Animal {
  return {
    type: animal.type,
    color: animal.color.trim(),
    breed: animal.breed.trim(),
    healthCode: animal.healthCode.trim(),
    weight: Number(animal.weight) || 0,
  };
}

/**
 * What one unit of a service costs (0 when the flights do not offer it): as the offer shows it,
 * or as filed (`filed`, in the fares' currency).
 */
export function servicePrice(
  offers: readonly ServiceOffer[],
  code: ServiceOffer['code'],
  as: 'price' | 'filed' = 'price',
): number {
  return offers.find((o) => o.code === code)?.[as] ?? 0;
}

/**
 * The chosen services' sum: of the prices shown (what /ssr asks), or of the filed prices (what
 * the checkout adds to the quote's filed fares before converting the whole once).
 */
export function servicesTotal(
  services: ServiceChoices,
  offers: readonly ServiceOffer[],
  as: 'price' | 'filed' = 'price',
): number {
  return (
    (services.wheelchair ? servicePrice(offers, 'WCHR', as) : 0) +
    services.excessBaggageKg * servicePrice(offers, 'XBAG', as) +
    services.cargoKg * servicePrice(offers, 'CARGO', as) +
    services.animals.length * servicePrice(offers, 'PET', as)
  );
}

/** The `services` of a request (`flight/bookFlight`, `ssr/submitExtraService`). */
export type ServicesBody = ReturnType<typeof servicesBody>;

export function servicesBody(services: ServiceChoices) {
  return {
    wheelchair: services.wheelchair ? '1' : '0',
    excessBaggageKg: services.excessBaggageKg,
    cargoKg: services.cargoKg,
    animals: services.animals.map(toAnimal),
  };
}
