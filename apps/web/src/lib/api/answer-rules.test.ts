import { describe, expect, it } from 'vitest';
import { interpretAnswer } from './answer-rules';
import { areErrorsSilent, isLoaderExempt } from './loader-exemptions';

describe('interpretAnswer', () => {
  it('yields the data of a success with its session fields', () => {
    expect(
      interpretAnswer(200, {
        status: 'success',
        data: { a: 1 },
        token_expires_at: 10,
        is_login: true,
      }),
    ).toEqual({
      kind: 'success',
      data: { a: 1 },
      session: { token_expires_at: 10, is_login: true },
    });
  });

  it('treats status 500 and above as a server fault, whatever the body', () => {
    expect(
      interpretAnswer(500, { status: 'error', errors: { error: 'boom', code: 'X' } }).kind,
    ).toBe('server');
    expect(interpretAnswer(503, null).kind).toBe('server');
  });

  it('reads errors.error of an error object, with code and fields', () => {
    const outcome = interpretAnswer(400, {
      status: 'error',
      errors: {
        error: 'Invalid national id.',
        code: 'INVALID_NATIONAL_ID',
        fields: { 'passengers.0.national_id': 'Invalid national id.' },
      },
    });
    expect(outcome).toEqual({
      kind: 'client',
      session: {},
      error: {
        status: 400,
        message: 'Invalid national id.',
        messages: ['Invalid national id.'],
        code: 'INVALID_NATIONAL_ID',
        fields: { 'passengers.0.national_id': 'Invalid national id.' },
      },
    });
  });

  it('carries errors.detail when it is an object, and nothing else under that name', () => {
    const detail = { total: 1_250, currency: 'IRR', previousTotal: 1_000 };
    const priced = interpretAnswer(409, {
      status: 'error',
      errors: { error: 'The price has changed.', code: 'PRICE_CHANGED', detail },
    });
    expect(priced.kind === 'client' && priced.error.detail).toEqual(detail);
    const odd = interpretAnswer(409, { status: 'error', errors: { error: 'x', detail: 'text' } });
    expect(odd.kind === 'client' && 'detail' in odd.error).toBe(false);
  });

  it('reads each item of an errors list', () => {
    const outcome = interpretAnswer(409, {
      status: 'error',
      errors: ['Capacity full.', { message: 'Seat taken' }, 3],
    });
    expect(outcome.kind === 'client' && outcome.error.messages).toEqual([
      'Capacity full.',
      'Seat taken',
    ]);
  });

  it("treats status 'error' in a 200 answer as a client error", () => {
    const outcome = interpretAnswer(200, {
      status: 'error',
      errors: { error: 'Search expired', code: 'SEARCH_EXPIRED' },
    });
    expect(outcome.kind).toBe('client');
  });

  it('carries is_login false of a 401 so the session can be cleared', () => {
    const outcome = interpretAnswer(401, {
      status: 'error',
      errors: { error: 'Not logged in', code: 'NOT_LOGGED_IN' },
      is_login: false,
    });
    expect(outcome.kind).toBe('client');
    expect(outcome.session).toEqual({ is_login: false });
  });

  it('ignores session fields of the wrong type', () => {
    expect(
      interpretAnswer(200, { status: 'success', data: null, token_expires_at: '5', is_login: 'no' })
        .session,
    ).toEqual({});
  });

  it('counts a body that is no envelope as a server fault', () => {
    expect(interpretAnswer(200, '<html>').kind).toBe('server');
    expect(interpretAnswer(200, { data: 1 }).kind).toBe('server');
  });
});

describe('endpoint lists', () => {
  it('exempts the spec-listed calls from the global progress, by endpoint name', () => {
    for (const path of [
      'flight/getCheapestFlights',
      '/api/flight/getFlights',
      'flight/getCities',
      'auth/createCaptcha',
      'user/getUserCredit',
    ]) {
      expect(isLoaderExempt(path), path).toBe(true);
    }
    expect(isLoaderExempt('flight/getFlightServices')).toBe(false);
    expect(isLoaderExempt('context/getInitialConfig')).toBe(false);
  });

  it('keeps only /getFlightServices errors from toasting', () => {
    expect(areErrorsSilent('/api/flight/getFlightServices')).toBe(true);
    expect(areErrorsSilent('flight/getFlights')).toBe(false);
  });
});
