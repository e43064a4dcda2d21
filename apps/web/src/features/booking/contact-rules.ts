import { emailField, isPhoneRegion, normalizeMobile } from '@parvaz/domain/validation/contact';
import type { BookingDraft, FieldErrors } from './booking-draft';

// A booking's contact rules (a flight's and a hotel stay's): they bring zod and the phone-number
// metadata, so they load with the form's first check, not with the page.

export function contactErrors(contact: BookingDraft['contact']): FieldErrors {
  const errors: FieldErrors = {};
  const region = contact.country.toUpperCase();
  if (!contact.mobile.trim()) errors['contact.mobile'] = { key: 'required' };
  else if (!isPhoneRegion(region) || !normalizeMobile(contact.mobile, region))
    errors['contact.mobile'] = { key: 'invalidMobile' };
  if (contact.email.trim() && !emailField.safeParse(contact.email).success)
    errors['contact.email'] = { key: 'invalidEmail' };
  return errors;
}
