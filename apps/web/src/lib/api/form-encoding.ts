/** A value the form encoder accepts: what JSON can hold, plus dates. */
export type FormValue =
  | string
  | number
  | boolean
  | bigint
  | Date
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

export type FormBody = { readonly [key: string]: FormValue };

function isPlainRecord(value: FormValue): value is { readonly [key: string]: FormValue } {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

function appendValue(params: URLSearchParams, key: string, value: FormValue): void {
  if (value === undefined) return;
  if (value === null) {
    params.append(key, '');
  } else if (value instanceof Date) {
    params.append(key, value.toISOString());
  } else if (Array.isArray(value)) {
    value.forEach((item: FormValue, index) => appendValue(params, `${key}[${index}]`, item));
  } else if (isPlainRecord(value)) {
    for (const [name, item] of Object.entries(value)) appendValue(params, `${key}[${name}]`, item);
  } else {
    params.append(key, String(value));
  }
}

/**
 * Encodes a body as application/x-www-form-urlencoded with bracket notation for nested fields
 * (`passengers[0][firstName]=ALI`), the way the API reads it (API.md "Calls").
 * `undefined` fields are left out, `null` becomes an empty value, dates are sent as ISO 8601,
 * and empty arrays or objects send nothing (as `qs` does).
 */
export function encodeForm(body: FormBody | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!body) return params;
  for (const [key, value] of Object.entries(body)) appendValue(params, key, value);
  return params;
}
