import { z } from 'zod';
import { pageUrlPattern } from '../content/page-urls';
import { languages } from '../languages';
import type { MessageKey } from '../messages';
import { proseField, requiredProseField, requiredTextField } from '../validation/fields';

// The operator's console for the brand's pages (issue 19): list, read one language, preview and
// save. HTML is sanitised by the server when it is previewed and when it is saved.

/** A page's HTML as the editor writes it: generous, but bounded. */
const maxHtml = 200_000;

export const adminPageKeySchema = z.object({
  url: requiredTextField(64).pipe(
    z.string().regex(pageUrlPattern, { error: 'pageUrlInvalid' satisfies MessageKey }),
  ),
  lang: z.enum(languages, { error: 'invalidValue' satisfies MessageKey }),
});
export type AdminPageKey = z.output<typeof adminPageKeySchema>;

export const savePageSchema = adminPageKeySchema.extend({
  title: requiredProseField(200),
  description: proseField(300),
  html: z.string({ error: 'invalidValue' satisfies MessageKey }).max(maxHtml, {
    error: 'tooLong' satisfies MessageKey,
  }),
});
export type SavePageRequest = z.output<typeof savePageSchema>;

export const previewHtmlSchema = z.object({
  html: z.string({ error: 'invalidValue' satisfies MessageKey }).max(maxHtml, {
    error: 'tooLong' satisfies MessageKey,
  }),
});

export const previewHtmlResponseSchema = z.object({ html: z.string() });

export const adminPageListSchema = z.object({
  items: z.array(
    z.object({
      url: z.string(),
      languages: z.array(z.string()),
      updatedAt: z.string(),
    }),
  ),
});
export type AdminPageList = z.infer<typeof adminPageListSchema>;

/** One language of a page as the editor opens it; `null` when it is not written in it yet. */
export const adminPageSchema = z.object({
  page: z
    .object({
      title: z.string(),
      description: z.string(),
      html: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  languages: z.array(z.string()),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
