import { animalSchema } from '@parvaz/domain/contracts/quote-extras';
import { issueMessage } from '@parvaz/domain/validation/issue-message';
import type { DraftAnimal, ServiceProblem } from './service-choices';

// Apart from the service choices: the animal rules run the contract's zod schema, which a page
// loads with the services step, not before it wakes.

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
