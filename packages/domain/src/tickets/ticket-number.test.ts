import { describe, expect, it } from 'vitest';
import {
  accountingCodeOf,
  buildTicketNumber,
  isValidTicketNumber,
  ticketCheckDigit,
} from './ticket-number';

describe('ticket numbers', () => {
  it('computes the check digit as the 12-digit number modulo 7', () => {
    expect(ticketCheckDigit('096000000001')).toBe(96_000_000_001 % 7);
    expect(ticketCheckDigit('000000000000')).toBe(0);
    expect(ticketCheckDigit('999999999999')).toBe(999_999_999_999 % 7);
  });

  it('builds 13 digits: accounting code, zero-padded serial, check digit', () => {
    const number = buildTicketNumber('235', 42);
    expect(number).toHaveLength(13);
    expect(number.slice(0, 12)).toBe('235000000042');
    expect(Number(number.slice(12))).toBe(235_000_000_042 % 7);
    expect(accountingCodeOf(number)).toBe('235');
    expect(isValidTicketNumber(number)).toBe(true);
    expect(buildTicketNumber('096', 999_999_999)).toBe(`096999999999${96_999_999_999 % 7}`);
  });

  it('refuses a wrong accounting code or serial', () => {
    expect(() => buildTicketNumber('96', 1)).toThrow(RangeError);
    expect(() => buildTicketNumber('0960', 1)).toThrow(RangeError);
    expect(() => buildTicketNumber('096', -1)).toThrow(RangeError);
    expect(() => buildTicketNumber('096', 1_000_000_000)).toThrow(RangeError);
    expect(() => buildTicketNumber('096', 1.5)).toThrow(RangeError);
    expect(() => ticketCheckDigit('12345')).toThrow(RangeError);
  });

  it('validates a number by its check digit', () => {
    const number = buildTicketNumber('537', 123_456_789);
    expect(isValidTicketNumber(number)).toBe(true);
    const last = Number(number.slice(12));
    expect(isValidTicketNumber(`${number.slice(0, 12)}${(last + 1) % 10}`)).toBe(false);
    expect(isValidTicketNumber('53712345678')).toBe(false);
    expect(isValidTicketNumber('53712345678a9')).toBe(false);
  });
});
