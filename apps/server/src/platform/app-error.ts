import type { MessageKey } from '@parvaz/domain/messages';

/** Stable error codes of the API, each with its HTTP status. */
export const errorStatus = {
  VALIDATION: 400,
  MALFORMED_BODY: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ENDPOINT_NOT_FOUND: 404,
  CONFLICT: 409,
  CAPACITY_FULL: 409,
  /** The price moved since the client saw it; `detail` carries the new one. */
  PRICE_CHANGED: 409,
  FLIGHT_UNAVAILABLE: 409,
  EXPIRED: 410,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  /** Too many failed sign-ins: the account waits (429 like other "try later" answers). */
  ACCOUNT_LOCKED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly options: {
      fields?: Record<string, MessageKey | { key: MessageKey; params: Record<string, unknown> }>;
      params?: Record<string, unknown>;
      /** Facts the client acts on (a new price), sent beside the message. */
      detail?: Record<string, unknown>;
    } = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.status = errorStatus[code];
  }
}
