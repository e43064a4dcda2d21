import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { ApiClientError } from '../api/api-result';
import { splitServerError } from './form-errors';

/**
 * Puts a refused answer's messages on the form's own fields, focusing the first; answers whether
 * any was placed (when none was, the caller shows the answer's message beside the form).
 */
export function placeServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: Readonly<Record<string, string>>,
  names: readonly Path<V>[],
): boolean {
  let placed = false;
  for (const name of names) {
    const text = fields[name];
    if (!text) continue;
    setError(name, { type: 'server', message: text }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * A refused answer on a form: its messages on the form's own fields (the first focused, or
 * `fallbackFocus` when none is), and the message for above the form, unless a field says it.
 */
export function showRefusal<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'setFocus'>,
  error: ApiClientError,
  names: readonly Path<V>[],
  fallbackFocus?: Path<V>,
): string | null {
  const split = splitServerError(error, names);
  const placed = placeServerErrors(form.setError, split.fields, names);
  if (!placed && fallbackFocus) form.setFocus(fallbackFocus);
  return split.general;
}
