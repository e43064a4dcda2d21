import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { animalErrors } from '../../lib/services/animal-rules';
import type { AddServicesForm, ServicesOffer } from './ssr-form';

// Loaded with the /ssr form's first check: the animal rules run the contract's zod schema.

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
