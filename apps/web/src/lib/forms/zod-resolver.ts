import { parseWithMessages, type IssueMessage } from '@parvaz/domain/validation/issue-message';
import {
  set,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import type { z } from 'zod';
import { messageRef } from './message-ref';

/**
 * A react-hook-form resolver from a function that finds the form's problems, by the dotted path
 * of the field that shows each (`tickets`, `passengers.0.lastName`); `context` is the form's
 * (`useForm({ context })`), for rules that depend on the page (the brand's country).
 */
export function resolverOf<V extends FieldValues, C = unknown>(
  problems: (values: V, context: C | undefined) => Readonly<Record<string, IssueMessage>>,
): Resolver<V, C> {
  return (values, context): ResolverResult<V> => {
    const found = Object.entries(problems(values, context));
    if (found.length === 0) return { values, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [field, message] of found)
      set(errors, field, { type: 'rule', message: messageRef(message) });
    return { values: {}, errors };
  };
}

/**
 * The problems a domain schema finds in a form: the same rules the server runs on the request.
 * `toInput` turns the form's values into the request the schema reads (adding what the form
 * does not show, e.g. a token); issues on paths the form has no field for are dropped unless
 * `fieldOf` names the field that shows them.
 */
export function schemaProblems<V, S extends z.ZodType>(
  schema: S,
  values: V,
  options: { toInput?: (values: V) => unknown; fieldOf?: (path: string) => string | null } = {},
): Record<string, IssueMessage> {
  const result = parseWithMessages(schema, options.toInput ? options.toInput(values) : values);
  if (result.ok) return {};
  const problems: Record<string, IssueMessage> = {};
  for (const [path, message] of Object.entries(result.fields)) {
    const field = options.fieldOf ? options.fieldOf(path) : path;
    if (field) problems[field] ??= message;
  }
  return problems;
}

/** A react-hook-form resolver over a domain schema (see `schemaProblems`). */
export function zodFormResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  options: { toInput?: (values: V) => unknown; fieldOf?: (path: string) => string | null } = {},
): Resolver<V> {
  return resolverOf<V>((values) => schemaProblems(schema, values, options));
}
