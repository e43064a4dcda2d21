import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { extraServicesOfferSchema } from '@parvaz/domain/contracts/tickets';
import { resolverOf } from '../../lib/forms/zod-resolver';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { noServices, type ServiceChoices } from '../../lib/services/service-choices';

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

/** The form's resolver; its rules (the animals' zod schema) load with the first check. */
export function addServicesResolver(offers: ServicesOffer['offers']) {
  return lazyResolver<AddServicesForm>(() =>
    import('./ssr-form-rules').then(({ addServicesProblems }) =>
      resolverOf((values) => addServicesProblems(values, offers)),
    ),
  );
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
