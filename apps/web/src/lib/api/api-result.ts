/** A client error (status below 500, or status 'error' in the body): the call resolves with it. */
export interface ApiClientError {
  /** HTTP status of the answer (200 when the body said status 'error'). */
  status: number;
  /** The first message; the one a form shows when it has no field to attach it to. */
  message: string;
  /** Every message the answer carried, in order (one for an `errors` object). */
  messages: string[];
  /** The stable code of the error (e.g. `CAPACITY_FULL`), when the server sent one. */
  code: string | null;
  /** Messages per field, by dotted path (`passengers.0.national_id`). */
  fields: Record<string, string>;
  /** What the error carries besides its words (`errors.detail`: a PRICE_CHANGED's new total). */
  detail?: Record<string, unknown>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiClientError };

/** Why a call was rejected: no answer at all, or a fault on the server (status 500 or above). */
export type ApiFailureKind = 'network' | 'server';

export class ApiRequestError extends Error {
  readonly kind: ApiFailureKind;
  readonly status: number | null;
  readonly path: string;

  constructor(kind: ApiFailureKind, path: string, status: number | null, options?: ErrorOptions) {
    super(
      kind === 'network' ? `No answer from ${path}` : `Server error ${status ?? ''} on ${path}`,
      options,
    );
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = status;
    this.path = path;
  }
}
