import { describe, expect, it } from 'vitest';
import { encodeForm } from './form-encoding';

function decoded(params: URLSearchParams): [string, string][] {
  return [...params.entries()];
}

describe('encodeForm', () => {
  it('encodes flat scalars', () => {
    expect(decoded(encodeForm({ lang: 'fa', adult: 2, roundTrip: true, big: 10n }))).toEqual([
      ['lang', 'fa'],
      ['adult', '2'],
      ['roundTrip', 'true'],
      ['big', '10'],
    ]);
  });

  it('uses bracket notation for nested objects and arrays', () => {
    const body = {
      passengers: [
        { firstName: 'ALI', type: 'ADT', seats: ['1A', '1B'] },
        { firstName: 'SARA', type: 'CHD' },
      ],
      contact: { mobile: '09120000000' },
    };
    expect(decoded(encodeForm(body))).toEqual([
      ['passengers[0][firstName]', 'ALI'],
      ['passengers[0][type]', 'ADT'],
      ['passengers[0][seats][0]', '1A'],
      ['passengers[0][seats][1]', '1B'],
      ['passengers[1][firstName]', 'SARA'],
      ['passengers[1][type]', 'CHD'],
      ['contact[mobile]', '09120000000'],
    ]);
  });

  it('percent-encodes keys and values on the wire', () => {
    const wire = encodeForm({ passengers: [{ firstName: 'علی & co' }] }).toString();
    expect(wire).toBe('passengers%5B0%5D%5BfirstName%5D=%D8%B9%D9%84%DB%8C+%26+co');
    expect(new URLSearchParams(wire).get('passengers[0][firstName]')).toBe('علی & co');
  });

  it('leaves out undefined, sends null as empty and dates as ISO 8601', () => {
    const date = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
    expect(decoded(encodeForm({ a: undefined, b: null, c: date, d: { e: undefined } }))).toEqual([
      ['b', ''],
      ['c', '2025-01-02T03:04:05.000Z'],
    ]);
  });

  it('sends nothing for empty arrays and objects, and an empty body for none', () => {
    expect(encodeForm({ list: [], nested: {} }).toString()).toBe('');
    expect(encodeForm(undefined).toString()).toBe('');
    expect(encodeForm({}).toString()).toBe('');
  });

  it('keeps zero and false', () => {
    expect(decoded(encodeForm({ child: 0, isMain: false }))).toEqual([
      ['child', '0'],
      ['isMain', 'false'],
    ]);
  });
});
