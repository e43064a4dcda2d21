import {
  changePasswordRequestSchema,
  passwordProblem,
  updateProfileRequestSchema,
} from '@parvaz/domain/contracts/auth';
import { newTicketSchema } from '@parvaz/domain/contracts/support';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';

// The profile's forms, by the server's own schemas (the profile's pages load zod already, for
// their answers).

export interface ChangePasswordForm {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export interface ProfileInfoForm {
  firstName: string;
  lastName: string;
  email: string;
}

/** A support request: its title and what it is about (its files are checked as they are chosen). */
export interface NewRequestForm {
  title: string;
  description: string;
}

/** The current password, a new one strong enough, and the same again. */
export function changePasswordProblems(values: ChangePasswordForm): Record<string, IssueMessage> {
  const problems = schemaProblems(changePasswordRequestSchema, values);
  const weak = passwordProblem(values.password);
  if (weak) problems.password ??= { key: weak, params: {} };
  if (values.confirmPassword === '') problems.confirmPassword ??= { key: 'required', params: {} };
  else if (values.confirmPassword !== values.password)
    problems.confirmPassword ??= { key: 'passwordsDiffer', params: {} };
  return problems;
}

export const changePasswordResolver = resolverOf<ChangePasswordForm>(changePasswordProblems);

export const profileInfoResolver = resolverOf<ProfileInfoForm>((values) =>
  schemaProblems(updateProfileRequestSchema, values),
);

export const newRequestResolver = resolverOf<NewRequestForm>((values) =>
  schemaProblems(newTicketSchema, values),
);
