import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf } from '../../lib/forms/zod-resolver';
import type { LookupForm } from '../../lib/tickets/lookup-form';
import { lookupMobile } from '../../lib/tickets/lookup-rules';

// Loaded with the hotel lookup's first check: reading the mobile needs the phone-number metadata.

/** The hotel lookup's rules: both halves of the pair, and a mobile that reads as one. */
export function stayLookupProblems(form: LookupForm): Record<string, IssueMessage> {
  const problems: Record<string, IssueMessage> = {};
  if (!normalizeDigits(form.trackingCode).trim())
    problems.trackingCode = { key: 'required', params: {} };
  if (!form.mobile.trim()) problems.mobile = { key: 'required', params: {} };
  else if (!lookupMobile(form)) problems.mobile = { key: 'invalidMobile', params: {} };
  return problems;
}

export const stayLookupResolver = resolverOf<LookupForm>(stayLookupProblems);
