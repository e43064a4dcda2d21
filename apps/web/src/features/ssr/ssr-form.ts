import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { extraServicesOfferSchema } from '@parvaz/domain/contracts/tickets';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf } from '../../lib/forms/zod-resolver';
import { animalErrors, noServices, type ServiceChoices } from '../../lib/services/service-choices';

export type ServicesOffer = z.infer<typeof extraServicesOfferSchema>;

/** The form of /ssr: the services to add, under `services` as the API names their fields. */
export interface AddServicesForm {
  services: ServiceChoices;
}

export function emptyAddServices(): AddServicesForm {
  return { services: noServices() };
}

/** The field paths of the form, in the order they are shown (the first in error gets focus). */
export const addServicesOrder = [
  'services.wheelchair',
  'services.excessBaggageKg',
  'services.cargoKg',
  'services.animals',
] as const;

/**
 * What can be told before asking the server: the animal rules (the type first, one type, a
 * weight, the places left) and kilograms within what the flights can still take. Choosing
 * nothing is no field's fault: the page tells it apart (`hasChoices`).
 */
export function addServicesProblems(
  values: AddServicesForm,
  offers: ServicesOffer['offers'],
): Record<string, IssueMessage> {
  const problems: Record<string, IssueMessage> = {};
  const max = (code: ServicesOffer['offers'][number]['code']) =>
    offers.find((o) => o.code === code)?.max ?? 0;
  const { services } = values;
  if (services.excessBaggageKg > max('XBAG'))
    problems['services.excessBaggageKg'] = { key: 'tooLarge', params: { max: max('XBAG') } };
  if (services.cargoKg > max('CARGO'))
    problems['services.cargoKg'] = { key: 'tooLarge', params: { max: max('CARGO') } };
  for (const [path, problem] of Object.entries(animalErrors(services.animals, max('PET'))))
    problems[path] = { key: problem.key, params: problem.params ?? {} };
  return problems;
}

export function addServicesResolver(offers: ServicesOffer['offers']) {
  return resolverOf<AddServicesForm>((values) => addServicesProblems(values, offers));
}

const animalFields = ['type', 'color', 'breed', 'healthCode', 'weight'] as const;

/** The form field a server error names (`services.animals`, `services.animals.0.weight`), if any. */
export function addServicesFieldOf(path: string): FieldPath<AddServicesForm> | null {
  const direct = addServicesOrder.find((p) => p === path);
  if (direct) return direct;
  const match = /^services\.animals\.(\d+)\.(\w+)$/.exec(path);
  const field = animalFields.find((f) => f === match?.[2]);
  return match && field ? `services.animals.${Number(match[1])}.${field}` : null;
}
