import type { ApiClientError } from '../api/api-result';

export interface SplitError {
  /** Messages per field of the form, already in the user's language. */
  fields: Record<string, string>;
  /** Shown above the form when no field of this form carries the message. */
  general: string | null;
}

/** A server's client error as this form shows it: on its own fields, and above the form unless a field already says it. */
export function splitServerError(error: ApiClientError, formFields: readonly string[]): SplitError {
  const fields: Record<string, string> = {};
  for (const [path, text] of Object.entries(error.fields)) {
    if (formFields.includes(path)) fields[path] = text;
  }
  const repeated = Object.values(fields).includes(error.message);
  return { fields, general: error.message && !repeated ? error.message : null };
}

/** The server asks for a captcha (after failed logins) or says the one given was wrong. */
export function asksForCaptcha(error: ApiClientError): boolean {
  return (
    error.fields.captcha !== undefined ||
    error.code === 'CAPTCHA_REQUIRED' ||
    error.code === 'CAPTCHA_WRONG'
  );
}

/** The code ran out (410): a new one has to be asked for. */
export function isCodeExpired(error: ApiClientError): boolean {
  return error.status === 410 || error.code === 'CODE_EXPIRED';
}
