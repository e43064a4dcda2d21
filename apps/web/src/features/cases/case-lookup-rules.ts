import { caseLookupSchema } from '@parvaz/domain/contracts/cases';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';

/** A case's lookup as typed: the SMS's reference and the mobile it was sent with. */
export interface CaseLookupForm {
  reference: string;
  mobile: string;
}

/** The lookup's rules: the server's schema, loaded with the form's first check (`lazyResolver`). */
export const caseLookupResolver = resolverOf<CaseLookupForm>((values) =>
  schemaProblems(caseLookupSchema, values),
);
