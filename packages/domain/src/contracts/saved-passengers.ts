import { z } from 'zod';
import type { MessageKey } from '../messages';
import { bookingPassengerSchema } from '../passengers/passenger-rules';
import {
  passengerPhoneRule,
  savedPassengerExtras,
  withStoredPhone,
} from '../passengers/saved-passenger-extras';
import { passengerTypes } from '../passengers/passenger-list';
import { integerField } from '../validation/fields';

/**
 * A customer's saved passenger (API.md "Accounts"): the booking form's fields and rules, judged
 * on today's date (a saved child becomes an adult when the birthday comes).
 */
export const savedPassengerSchema = z.object({
  id: z.number().int(),
  type: z.enum(passengerTypes),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['M', 'F']),
  birth_date: z.string(),
  nationality: z.string(),
  /** The spec's `country`, ISO alpha-3; '' when not given (as every field below). */
  country: z.string(),
  national_id: z.string(),
  passport_number: z.string(),
  expire_date: z.string(),
  /** Where the passenger was born, ISO alpha-3. */
  birth_country: z.string(),
  /** The country that issued the passport, ISO alpha-3. */
  passport_country: z.string(),
  /** The identity certificate's (shenasnameh's) number. */
  certificate_number: z.string(),
  email: z.string(),
  /** E.164 (any country's number), '' when not given. */
  phone: z.string(),
});
export type SavedPassenger = z.infer<typeof savedPassengerSchema>;

export const savedPassengerListSchema = z.array(savedPassengerSchema);

/** What the phone's rule reads, as text: anything else was refused by the fields' own checks. */
const phoneFactsShape = z.object({
  phone: z.string(),
  country: z.string(),
  nationality: z.string(),
});

// The phone is judged beside the other fields' refusals, not only once they are all right, but
// only when it and the countries it is read by are text (a body that is no passenger at all, or
// a phone that is a number, is refused by those checks alone).
const phoneRuleAlways = {
  when: ({ value }: { value: unknown }) => phoneFactsShape.safeParse(value).success,
};

/** A saved passenger as sent: the booking passenger's fields and the profile's own. */
export const insertSavedPassengerSchema = bookingPassengerSchema
  .extend(savedPassengerExtras)
  .superRefine(passengerPhoneRule, phoneRuleAlways)
  .transform(withStoredPhone);
export type SavedPassengerInput = z.output<typeof insertSavedPassengerSchema>;

export const updateSavedPassengerSchema = bookingPassengerSchema
  .extend({
    ...savedPassengerExtras,
    id: integerField({ overflow: 'notFound' satisfies MessageKey }),
  })
  .superRefine(passengerPhoneRule, phoneRuleAlways)
  .transform(withStoredPhone);

export const savedPassengerRefSchema = z.object({
  id: integerField({ overflow: 'notFound' satisfies MessageKey }),
});

export const savedPassengerIdSchema = z.object({ id: z.number().int() });
