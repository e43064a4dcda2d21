import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

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
