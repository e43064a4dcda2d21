import { parseWithMessages, type IssueMessage } from '@parvaz/domain/validation/issue-message';
import {
  set,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form error's message as the resolver stores it: the `messages` key, with its parameters in
 * query form (`tooLong?max=20`), so the text is made in the language shown when it is read.
 */
export function messageRef(message: IssueMessage): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(message.params)) params.set(name, String(value));
  const query = params.toString();
  return query ? `${message.key}?${query}` : message.key;
}

/** The key and parameters of a `messageRef`. */
export function readMessageRef(ref: string): { key: string; params: Record<string, string> } {
  const [key = '', query = ''] = ref.split('?', 2);
  return { key, params: Object.fromEntries(new URLSearchParams(query)) };
}

/**
 * A react-hook-form resolver from a function that finds the form's problems, by the dotted path
 * of the field that shows each (`tickets`, `passengers.0.lastName`).
 */
export function resolverOf<V extends FieldValues>(
  problems: (values: V) => Readonly<Record<string, IssueMessage>>,
): Resolver<V> {
  return (values): ResolverResult<V> => {
    const found = Object.entries(problems(values));
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
