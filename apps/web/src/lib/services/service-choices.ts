import {
  animalSchema,
  type Animal,
  type animalTypes,
  type serviceOfferSchema,
} from '@parvaz/domain/contracts/booking';
import type { MessageKey } from '@parvaz/domain/messages';
import { issueMessage } from '@parvaz/domain/validation/issue-message';
import type { z } from 'zod';

// The main adult's extra services as a form holds them: while booking (the booking's services
// step) and after the sale (/ssr). The API's rules are `bookingServicesSchema`.

export type AnimalType = (typeof animalTypes)[number];

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

/** What one unit of a service costs (0 when the flights do not offer it). */
export function servicePrice(offers: readonly ServiceOffer[], code: ServiceOffer['code']): number {
  return offers.find((o) => o.code === code)?.price ?? 0;
}

export function servicesTotal(services: ServiceChoices, offers: readonly ServiceOffer[]): number {
  return (
    (services.wheelchair ? servicePrice(offers, 'WCHR') : 0) +
    services.excessBaggageKg * servicePrice(offers, 'XBAG') +
    services.cargoKg * servicePrice(offers, 'CARGO') +
    services.animals.length * servicePrice(offers, 'PET')
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

/**
 * The animal rules of spec section 5, checked as the user adds and fills animals: the type first,
 * one type for all, a weight, and no more than `max` (the places left). Keys are
 * `services.animals…`, as the API names the fields.
 */
export function animalErrors(
  animals: readonly DraftAnimal[],
  max: number,
): Record<string, ServiceProblem> {
  const errors: Record<string, ServiceProblem> = {};
  if (animals.length > max) errors['services.animals'] = { key: 'animalNoSpace' };
  const firstType = animals.find((a) => a.type !== '')?.type ?? '';
  animals.forEach((animal, index) => {
    const filled = animal.color || animal.breed || animal.healthCode || animal.weight;
    if (!animal.type) {
      errors[`services.animals.${index}.type`] = { key: filled ? 'animalTypeFirst' : 'required' };
      return;
    }
    if (animal.type !== firstType)
      errors[`services.animals.${index}.type`] = { key: 'animalsSameType' };
    const parsed = animalSchema.safeParse({ ...animal, weight: animal.weight });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors[`services.animals.${index}.${String(issue.path[0] ?? 'type')}`] ??=
          issueMessage(issue);
    } else if (parsed.data.weight <= 0) {
      errors[`services.animals.${index}.weight`] = { key: 'required' };
    }
  });
  return errors;
}
