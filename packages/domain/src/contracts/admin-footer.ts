import { z } from 'zod';
import { languages } from '../languages';
import type { MessageKey } from '../messages';
import { emailField } from '../validation/contact';
import { proseField, requiredProseField, requiredTextField } from '../validation/fields';

// The operator's console for the footer (issue 19): the brand's address, support hours and
// copyright line in one language, and its phone and e-mail, which are the same in every language.

export const adminFooterRequestSchema = z.object({
  lang: z.enum(languages, { error: 'invalidValue' satisfies MessageKey }),
});

export const adminFooterSchema = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  supportHours: z.string(),
  copyright: z.string(),
  /** When any of it was last changed in this language; null when never written. */
  updatedAt: z.string().nullable(),
});
export type AdminFooter = z.infer<typeof adminFooterSchema>;

export const saveFooterSchema = z.object({
  lang: z.enum(languages, { error: 'invalidValue' satisfies MessageKey }),
  address: requiredProseField(300),
  /** Checked against the brand's numbering plan by the server; kept as the operator wrote it. */
  phone: requiredTextField(32),
  email: emailField,
  supportHours: proseField(200),
  copyright: proseField(200),
});
export type SaveFooterRequest = z.output<typeof saveFooterSchema>;

/** The footer's parts written per language; the phone and e-mail are the brand's in all of them. */
export const footerTextKeys = ['address', 'supportHours', 'copyright'] as const;
export const footerBrandKeys = ['phone', 'email'] as const;
