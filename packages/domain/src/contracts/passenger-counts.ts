import { z } from 'zod';
import type { MessageKey } from '../messages';
import {
  defaultPassengerCounts,
  validatePassengerCounts,
  type PassengerCountKey,
} from '../passengers/counts';
import { integerField } from '../validation/fields';

/**
 * Form-encoded bodies send counts as strings, possibly in Persian or Arabic digits; a missing
 * or empty field takes the search box's default. Only a number far beyond the limit overflows.
 */
function countField(fallback: number) {
  return integerField({ fallback, overflow: 'maxPassengers' });
}

/** The field a broken rule is reported on; the total belongs to no single field. */
const ruleField: Partial<Record<MessageKey, PassengerCountKey>> = {
  required: 'adult',
  oneInfantPerAdult: 'infant',
};

/** The passenger counts of a form-encoded body, checked by the rules of `passengers/counts`. */
export const passengerCountsSchema = z
  .object({
    adult: countField(defaultPassengerCounts.adult),
    child: countField(defaultPassengerCounts.child),
    infant: countField(defaultPassengerCounts.infant),
  })
  .superRefine((counts, ctx) => {
    const problem = validatePassengerCounts(counts);
    if (problem === null) return;
    const field = ruleField[problem];
    ctx.addIssue({ code: 'custom', message: problem, path: field === undefined ? [] : [field] });
  });
