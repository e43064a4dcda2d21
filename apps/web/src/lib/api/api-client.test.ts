import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/auth-store';
import { useApiActivity } from './api-activity';
import { apiCall, configureApiClient, enforceSessionExpiry } from './api-client';
import { ApiRequestError } from './api-result';

const now = 1_700_000_000_000;
const toasts: string[] = [];
let sessionExpired = 0;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return Object.fromEntries(new Headers(init?.headers).entries());
}

beforeEach(() => {
  toasts.length = 0;
  sessionExpired = 0;
  authStore().getState().clear();
  configureApiClient({
    getLanguage: () => 'fa',
    getTenant: () => 'sepehran',
    getCurrency: () => 'USD',
    notifyError: (message) => toasts.push(message),
    message: (key) => `t:${key}`,
    onSessionExpired: () => {
      sessionExpired += 1;
    },
    now: () => now,
    // The test files of a worker share this module: another file may have set its own fetch.
    fetch: (url, init) => fetch(url, init),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiCall', () => {
  it('posts a form-encoded body to /api/<path> with the spec headers', async () => {
    authStore().setState({ token_expires_at: now + 60_000, user_info: { id: 1 } });
    const fetchMock = stubFetch(async () => answer(200, { status: 'success', data: { ok: 1 } }));
    const result = await apiCall('context/getMenuPage', { lang: 'fa', list: [{ a: 1 }] });
    expect(result).toEqual({ ok: true, data: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/context/getMenuPage');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('lang=fa&list%5B0%5D%5Ba%5D=1');
    expect(sentHeaders(fetchMock)).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      lang: 'fa',
      'user-type': 'user',
      'x-parvaz-session': 'cookie',
      'x-tenant': 'sepehran',
    });
    expect(init?.credentials).toBe('same-origin');
    expect(sentHeaders(fetchMock).authorization).toBeUndefined();
  });

  it("asks every price in the page's currency, or in the one a query names", async () => {
    const fetchMock = stubFetch(async () => answer(200, { status: 'success', data: null }));
    await apiCall('flight/getFlights', {});
    await apiCall('flight/getFlights', {}, { currency: 'KWD' });
    const headersOf = (call: number) =>
      Object.fromEntries(new Headers(fetchMock.mock.calls[call]?.[1]?.headers).entries());
    expect(headersOf(0).currency).toBe('USD');
    expect(headersOf(1).currency).toBe('KWD');
  });

  it('takes the expiry of any answer, in milliseconds, and never stores a token', async () => {
    stubFetch(async () =>
      answer(200, {
        status: 'success',
        data: null,
        token_expires_at: 1_700_000_600,
        is_login: true,
      }),
    );
    await apiCall('auth/verify', { mobile: '09120000000', code: '123456' });
    expect(authStore().getState().token_expires_at).toBe(1_700_000_600_000);
    expect(authStore().getState()).not.toHaveProperty('token');
    expect(localStorage.length).toBe(0);
  });

  it('clears the session when an answer says is_login false, and resolves the client error', async () => {
    authStore().setState({ token_expires_at: now + 60_000, user_info: { id: 1 } });
    stubFetch(async () =>
      answer(401, {
        status: 'error',
        errors: { error: 'Please log in.', code: 'NOT_LOGGED_IN' },
        is_login: false,
      }),
    );
    const result = await apiCall('user/getInfo');
    expect(result.ok).toBe(false);
    expect(authStore().getState().user_info).toBeNull();
    expect(toasts).toEqual(['Please log in.']);
  });

  it('clears an expired session before the call and goes home', async () => {
    authStore().setState({ token_expires_at: now - 1, user_info: { id: 1 } });
    stubFetch(async () => answer(200, { status: 'success', data: null }));
    await apiCall('context/getHeaderFooter');
    expect(sessionExpired).toBe(1);
    expect(authStore().getState().user_info).toBeNull();
    expect(enforceSessionExpiry()).toBe(false);
  });

  it('toasts connectionError and rejects when there is no answer', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiCall('context/getMenuHtml')).rejects.toMatchObject({ kind: 'network' });
    expect(toasts).toEqual(['t:connectionError']);
  });

  it('toasts serverError and rejects on status 500 or above', async () => {
    stubFetch(async () =>
      answer(502, { status: 'error', errors: { error: 'upstream', code: 'X' } }),
    );
    await expect(apiCall('context/getMenuHtml')).rejects.toBeInstanceOf(ApiRequestError);
    expect(toasts).toEqual(['t:serverError']);
  });

  it('toasts each message of an errors list but never for /getFlightServices', async () => {
    stubFetch(async () =>
      answer(409, { status: 'error', errors: ['Capacity full.', 'Seat taken.'] }),
    );
    const result = await apiCall('flight/bookFlight', {});
    expect(result.ok === false && result.error.messages).toEqual(['Capacity full.', 'Seat taken.']);
    expect(toasts).toEqual(['Capacity full.', 'Seat taken.']);
    toasts.length = 0;
    await apiCall('flight/getFlightServices', { quoteId: 'q' });
    expect(toasts).toEqual([]);
  });

  it('does not toast an aborted call', async () => {
    const controller = new AbortController();
    stubFetch(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      apiCall('context/getMenuPage', {}, { signal: controller.signal }),
    ).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  it('shows the progress bar for ordinary calls only', async () => {
    const seen: number[] = [];
    stubFetch(async () => {
      seen.push(useApiActivity.getState().pending);
      return answer(200, { status: 'success', data: [] });
    });
    await apiCall('context/getMenuHtml');
    await apiCall('flight/getCities');
    await apiCall('auth/createCaptcha');
    expect(seen).toEqual([1, 0, 0]);
    expect(useApiActivity.getState().pending).toBe(0);
  });

  it('runs the parser and treats a parse failure as a server fault', async () => {
    stubFetch(async () => answer(200, { status: 'success', data: { n: 2 } }));
    const parsed = await apiCall(
      'x/y',
      {},
      { parse: (data) => (data && typeof data === 'object' && 'n' in data ? Number(data.n) : 0) },
    );
    expect(parsed).toEqual({ ok: true, data: 2 });
    await expect(
      apiCall(
        'x/y',
        {},
        {
          parse: () => {
            throw new Error('bad shape');
          },
        },
      ),
    ).rejects.toMatchObject({ kind: 'server' });
    expect(toasts).toEqual(['t:serverError']);
  });
});
