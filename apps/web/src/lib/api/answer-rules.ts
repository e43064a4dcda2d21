import type { SessionFields } from '../auth/session-rules';
import type { ApiClientError } from './api-result';

/** What an answer means for the caller (spec section 8). */
export type AnswerOutcome =
  | { kind: 'success'; data: unknown; session: SessionFields }
  | { kind: 'client'; error: ApiClientError; session: SessionFields }
  | { kind: 'server'; status: number; session: SessionFields };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads token_expires_at and is_login, ignoring values of the wrong type. */
export function readSessionFields(body: unknown): SessionFields {
  if (!isRecord(body)) return {};
  const fields: SessionFields = {};
  if (typeof body.token_expires_at === 'number' && Number.isFinite(body.token_expires_at)) {
    fields.token_expires_at = body.token_expires_at;
  }
  if (typeof body.is_login === 'boolean') fields.is_login = body.is_login;
  return fields;
}

function messageOf(item: unknown): string | null {
  if (typeof item === 'string') return item.trim() === '' ? null : item;
  if (isRecord(item)) {
    for (const key of ['error', 'message']) {
      const value = item[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return null;
}

function readFields(errors: Record<string, unknown>): Record<string, string> {
  const fields = errors.fields;
  if (!isRecord(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([path, text]) =>
      typeof text === 'string' ? [[path, text]] : [],
    ),
  );
}

/**
 * The messages of `errors`: errors.error when it is an object (with its code, fields and detail),
 * otherwise each item of the list.
 */
export function readClientError(status: number, errors: unknown): ApiClientError {
  if (Array.isArray(errors)) {
    const messages = errors.flatMap((item) => messageOf(item) ?? []);
    return { status, message: messages[0] ?? '', messages, code: null, fields: {} };
  }
  if (isRecord(errors)) {
    const message = messageOf(errors) ?? '';
    const code = typeof errors.code === 'string' ? errors.code : null;
    return {
      status,
      message,
      messages: message ? [message] : [],
      code,
      fields: readFields(errors),
      ...(isRecord(errors.detail) ? { detail: errors.detail } : {}),
    };
  }
  const message = messageOf(errors) ?? '';
  return { status, message, messages: message ? [message] : [], code: null, fields: {} };
}

/**
 * Classifies an answer: status 500 or above is a server fault; a body with status 'error' or with
 * errors (or any status from 400 to 499) is a client error; a success envelope yields its data.
 * A body that is not an envelope at all counts as a server fault.
 */
export function interpretAnswer(status: number, body: unknown): AnswerOutcome {
  const session = readSessionFields(body);
  if (status >= 500) return { kind: 'server', status, session };
  const hasErrors = isRecord(body) && body.errors !== undefined && body.errors !== null;
  if (isRecord(body) && (body.status === 'error' || hasErrors || status >= 400)) {
    return { kind: 'client', error: readClientError(status, body.errors), session };
  }
  if (isRecord(body) && body.status === 'success') {
    return { kind: 'success', data: body.data, session };
  }
  return { kind: 'server', status, session };
}
