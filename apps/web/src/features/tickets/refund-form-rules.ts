import { refundConfirmSchema } from '@parvaz/domain/contracts/tickets';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { schemaProblems } from '../../lib/forms/zod-resolver';
import type { RefundForm } from './refund-selection';

// Loaded with the refund form's first check (the server's schema brings zod), not with the page.

/**
 * The refund form's rules: the server's (`refundConfirmSchema`: "Select a ticket for refund.",
 * "Select refund type."), then that every ticket chosen can still be refunded.
 */
export function refundProblems(
  form: RefundForm,
  access: string,
  refundable: readonly string[],
): Record<string, IssueMessage> {
  const problems = schemaProblems(refundConfirmSchema, form, {
    toInput: (values) => ({ access, tickets: values.tickets, mode: values.mode || undefined }),
    fieldOf: (path) => (path.startsWith('tickets') ? 'tickets' : path === 'mode' ? 'mode' : null),
  });
  if (!problems.tickets && form.tickets.some((t) => !refundable.includes(t)))
    problems.tickets = { key: 'ticketNotRefundable', params: {} };
  return problems;
}
