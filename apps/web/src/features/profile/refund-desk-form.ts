import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf } from '../../lib/forms/zod-resolver';

/** The longest reason `ticket/refundDecide` takes (`refundDecideSchema`). */
export const reasonMaxLength = 500;

export interface RejectForm {
  reason: string;
}

/** A rejection needs its reason: the traveller is told it. */
export function rejectProblems(values: RejectForm): Record<string, IssueMessage> {
  const reason = values.reason.trim();
  if (!reason) return { reason: { key: 'required', params: {} } };
  if (reason.length > reasonMaxLength)
    return { reason: { key: 'tooLong', params: { max: reasonMaxLength } } };
  return {};
}

export const rejectResolver = resolverOf<RejectForm>(rejectProblems);
