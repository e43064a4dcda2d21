import { describe, expect, it } from 'vitest';
import { emptyDate } from '../../lib/dates/date-parts';
import { caseProblems, type CaseValues } from './case-form-rules';

const empty: CaseValues = {
  fullName: '',
  mobile: '',
  email: '',
  subject: '',
  trackingCode: '',
  flightNumber: '',
  date: emptyDate('gregorian'),
  text: '',
  captcha: '',
};

const keys = (problems: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(problems).map(([field, found]) => [field, found.key]));

describe('case forms, by the server’s schemas', () => {
  it('asks each kind for its own fields only, and for the captcha', () => {
    expect(keys(caseProblems('contact', empty, 'IRN', 'en'))).toEqual({
      fullName: 'required',
      mobile: 'required',
      subject: 'required',
      text: 'required',
      captcha: 'captchaRequired',
    });
    expect(keys(caseProblems('complaint', empty, 'IRN', 'en'))).toEqual({
      fullName: 'required',
      mobile: 'required',
      text: 'required',
      captcha: 'captchaRequired',
    });
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const [year = '', month = '', day = ''] = later.split('-');
    const safety = {
      ...empty,
      flightNumber: 'flight',
      date: {
        calendar: 'gregorian' as const,
        year,
        month: String(Number(month)),
        day: String(Number(day)),
      },
    };
    expect(keys(caseProblems('safety', safety, 'IRN', 'en'))).toMatchObject({
      flightNumber: 'invalidFlightNumber',
      date: 'dateInFuture',
    });
  });

  it('reads mobiles in the brand’s country, and names limits in the page’s digits', () => {
    const values = {
      ...empty,
      fullName: 'Ali',
      mobile: '0532 765 4321',
      subject: 'Seats',
      email: 'ali@',
      text: 'Too short',
      captcha: 'x',
    };
    const found = caseProblems('contact', values, 'IRN', 'fa');
    expect(keys(found)).toEqual({
      mobile: 'invalidMobile',
      email: 'invalidEmail',
      text: 'tooShort',
    });
    expect(found.text?.params).toEqual({ min: '۱۰' });
    expect(
      caseProblems('contact', { ...values, email: '', text: 'Long enough now.' }, 'TUR', 'en'),
    ).toEqual({});
  });
});
