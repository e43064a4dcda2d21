import { describe, expect, it } from 'vitest';
import { safetyRequestSchema } from '../contracts/cases';
import { isSameMobile } from '../validation/contact';
import {
  caseTitle,
  incidentDateProblem,
  isFlightNumber,
  normalizeFlightNumber,
} from './case-rules';

describe('case forms', () => {
  it('writes flight numbers one way, in any digits and case', () => {
    expect(normalizeFlightNumber(' w5۱۰۱۲ ')).toBe('W5 1012');
    expect(isFlightNumber('tk 2114')).toBe(true);
    expect(isFlightNumber('IR 4521A')).toBe(true);
    expect(isFlightNumber('TK')).toBe(false);
    expect(isFlightNumber('TK 21145')).toBe(false);
  });

  it('takes an incident day up to a day ahead of the server’s today (time zones), never a day that does not exist', () => {
    expect(incidentDateProblem('2026-05-02', '2026-05-01')).toBeNull();
    expect(incidentDateProblem('2026-05-03', '2026-05-01')).toBe('dateInFuture');
    expect(incidentDateProblem('2026-02-30', '2026-05-01')).toBe('invalidValue');
    const schema = safetyRequestSchema('IR', () => '2026-05-01');
    const parsed = schema.parse({
      fullName: 'Ali',
      mobile: '09121234567',
      flightNumber: 'w5 1012',
      date: '۲۰۲۶-۰۴-۳۰',
      text: 'A bag blocked the exit row.',
      confidential: 'on',
    });
    expect(parsed).toMatchObject({
      mobile: '+989121234567',
      flightNumber: 'W5 1012',
      date: '2026-04-30',
      confidential: true,
    });
  });

  it('titles a case by its subject, or its first line cut at a word', () => {
    expect(caseTitle(' Invoice ', 'Text')).toBe('Invoice');
    expect(caseTitle('', 'First line\nsecond line')).toBe('First line');
    const long = 'word '.repeat(30).trim();
    const title = caseTitle('', long);
    expect(title.endsWith('…')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(81);
    expect(title).not.toMatch(/ …$/);
  });

  it('knows a stored mobile typed locally in the brand’s or the number’s own country', () => {
    expect(isSameMobile('+905327654321', '0532 765 4321', 'IR')).toBe(true);
    expect(isSameMobile('+989121112233', '۰۹۱۲۱۱۱۲۲۳۳', 'IR')).toBe(true);
    expect(isSameMobile('+989121112233', '09121112234', 'IR')).toBe(false);
  });
});
