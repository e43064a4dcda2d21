import type { MessageKey } from '@parvaz/domain/messages';
import { authStore, currentSession } from '../auth/auth-store';
import { checkSession } from '../auth/session-rules';
import { useApiActivity } from './api-activity';
import { ApiRequestError, type ApiResult } from './api-result';
import { interpretAnswer } from './answer-rules';
import { encodeForm, type FormBody } from './form-encoding';
import { areErrorsSilent, isLoaderExempt } from './loader-exemptions';
import { buildHeaders } from './request-headers';

/** What the client needs from the app around it; the app shell fills it in at start-up. */
export interface ApiClientEnvironment {
  getLanguage: () => string | null;
  getTenant: () => string | null;
  /** The currency the page shows prices in: every call asks its prices in it. */
  getCurrency: () => string | null;
  getUserType: () => string;
  isClubMode: () => boolean;
  /** Shows an error toast. */
  notifyError: (message: string) => void;
  /** A message of the `messages` namespace in the active language. */
  message: (key: MessageKey) => string;
  /** A stored session ran out: the user is sent to '/'. */
  onSessionExpired: () => void;
  now: () => number;
  /** How a call reaches the API: the browser's fetch, or the server's own API in-process while it renders a page. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Whether calls show the global progress bar (never while the server renders a page). */
  showsProgress: boolean;
}

const fallbackMessages: Partial<Record<MessageKey, string>> = {
  connectionError: 'Connection error!!',
  serverError: 'Server error!!',
};

let environment: ApiClientEnvironment = {
  getLanguage: () => null,
  getTenant: () => null,
  getCurrency: () => null,
  getUserType: () => 'user',
  isClubMode: () => false,
  notifyError: () => undefined,
  message: (key) => fallbackMessages[key] ?? key,
  onSessionExpired: () => undefined,
  now: () => Date.now(),
  fetch: (url, init) => fetch(url, init),
  showsProgress: true,
};

export function configureApiClient(changes: Partial<ApiClientEnvironment>): void {
  environment = { ...environment, ...changes };
}

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** Keep the global progress bar hidden (calls listed in spec section 7 always do). */
  background?: boolean;
  /** Leave client errors to the caller instead of toasting them. */
  quiet?: boolean;
  /** The `lang` header for this call, when it must not follow the active language (e.g. prefetching for a switch). */
  language?: string;
  /** The `currency` header for this call: the one its query key names, so key and answer agree. */
  currency?: string;
}

export interface ParsedApiCallOptions<T> extends ApiCallOptions {
  /** Checks the answer's data; a throw (or rejection) here is a fault of the server's answer. */
  parse: (data: unknown) => T | Promise<T>;
}

/** `/api/<prefix>/<name>`; callers may write `context/getMenuPage` or `/api/context/getMenuPage`. */
export function apiUrl(path: string): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed.startsWith('api/') ? `/${trimmed}` : `/api/${trimmed}`;
}

/**
 * Clears a session whose expiry has passed and sends the user to '/' (spec section 4). Called at
 * start-up and before every call.
 */
export function enforceSessionExpiry(): boolean {
  if (checkSession(currentSession(), environment.now()) !== 'expired') return false;
  authStore().getState().clear();
  environment.onSessionExpired();
  return true;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * POSTs a form-encoded body to the API and applies the product's rules to the answer
 * (spec sections 7 and 8): session fields update the stored session; no answer toasts
 * `connectionError` and rejects; status 500+ toasts `serverError` and rejects; a client error
 * toasts its messages (not for /getFlightServices) and resolves as `{ ok: false, error }`.
 */
export function apiCall<T>(
  path: string,
  body: FormBody | undefined,
  options: ParsedApiCallOptions<T>,
): Promise<ApiResult<T>>;
export function apiCall(
  path: string,
  body?: FormBody,
  options?: ApiCallOptions,
): Promise<ApiResult<unknown>>;
export function apiCall<T>(
  path: string,
  body?: FormBody,
  options: ApiCallOptions & { parse?: (data: unknown) => T | Promise<T> } = {},
): Promise<ApiResult<T | unknown>> {
  return send(path, encodeForm(body), options);
}

/**
 * POSTs `multipart/form-data` (uploads, API.md "Calls") with the same headers, envelope and
 * error rules as `apiCall`; the browser writes the content type with its boundary.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  options: ParsedApiCallOptions<T>,
): Promise<ApiResult<T>>;
export function apiUpload(
  path: string,
  body: FormData,
  options?: ApiCallOptions,
): Promise<ApiResult<unknown>>;
export function apiUpload<T>(
  path: string,
  body: FormData,
  options: ApiCallOptions & { parse?: (data: unknown) => T | Promise<T> } = {},
): Promise<ApiResult<T | unknown>> {
  return send(path, body, options);
}

async function send<T>(
  path: string,
  body: URLSearchParams | FormData,
  options: ApiCallOptions & { parse?: (data: unknown) => T | Promise<T> },
): Promise<ApiResult<T | unknown>> {
  enforceSessionExpiry();
  const showsProgress = environment.showsProgress && !options.background && !isLoaderExempt(path);
  const activity = useApiActivity.getState();
  if (showsProgress) activity.begin();
  try {
    const headers = buildHeaders({
      language: options.language ?? environment.getLanguage(),
      userType: environment.getUserType(),
      clubMode: environment.isClubMode(),
      tenant: environment.getTenant(),
      currency: options.currency ?? environment.getCurrency(),
    });
    if (body instanceof FormData) delete headers['content-type'];
    let response: Response;
    try {
      response = await environment.fetch(apiUrl(path), {
        method: 'POST',
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      environment.notifyError(environment.message('connectionError'));
      throw new ApiRequestError('network', path, null, { cause: error });
    }

    const outcome = interpretAnswer(response.status, await readBody(response));
    authStore().getState().applyAnswer(outcome.session);

    if (outcome.kind === 'server') {
      environment.notifyError(environment.message('serverError'));
      throw new ApiRequestError('server', path, outcome.status);
    }
    if (outcome.kind === 'client') {
      if (!options.quiet && !areErrorsSilent(path)) {
        for (const message of outcome.error.messages) environment.notifyError(message);
      }
      return { ok: false, error: outcome.error };
    }
    if (!options.parse) return { ok: true, data: outcome.data };
    try {
      return { ok: true, data: await options.parse(outcome.data) };
    } catch (error) {
      environment.notifyError(environment.message('serverError'));
      throw new ApiRequestError('server', path, response.status, { cause: error });
    }
  } finally {
    if (showsProgress) activity.end();
  }
}

/** For react-query: the data of a success, or a thrown error for a client error. */
export class ApiClientFailure extends Error {
  constructor(readonly result: Extract<ApiResult<unknown>, { ok: false }>) {
    super(result.error.message || 'Request failed');
    this.name = 'ApiClientFailure';
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiClientFailure(result);
}

/**
 * GETs a file the API serves to the signed-in user only (e.g. `/api/user/avatar`), with the
 * call's headers; null when there is none or it cannot be read.
 */
export async function apiFetchBlob(path: string, signal?: AbortSignal): Promise<Blob | null> {
  const headers = buildHeaders({
    language: environment.getLanguage(),
    userType: environment.getUserType(),
    clubMode: environment.isClubMode(),
    tenant: environment.getTenant(),
  });
  delete headers['content-type'];
  try {
    const response = await fetch(apiUrl(path), { headers, signal, credentials: 'same-origin' });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}
