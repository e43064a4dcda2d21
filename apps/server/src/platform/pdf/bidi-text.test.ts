import { describe, expect, it } from 'vitest';
import { shaperDirection, shaperInput, visualRuns } from './bidi-text';

describe('visualRuns', () => {
  it('orders a Persian line with a Latin flight number from left to right', () => {
    expect(visualRuns('پرواز IR 452 به مشهد', 'rtl')).toEqual([
      { text: ' به مشهد', rtl: true },
      { text: 'IR 452', rtl: false },
      { text: 'پرواز ', rtl: true },
    ]);
  });

  it('mirrors brackets inside right-to-left runs', () => {
    const runs = visualRuns('کد رزرو (PNR)', 'rtl');
    expect(runs).toEqual([
      { text: '(', rtl: true },
      { text: 'PNR', rtl: false },
      { text: 'کد رزرو )', rtl: true },
    ]);
  });

  it('keeps Persian digits left to right and drops direction marks', () => {
    expect(visualRuns('\u200eریال ۱۲٬۵۰۰', 'rtl')).toEqual([
      { text: '۱۲٬۵۰۰', rtl: false },
      { text: 'ریال ', rtl: true },
    ]);
  });

  it('leaves a Latin line in an LTR page as one run', () => {
    expect(visualRuns('Tehran (IKA) → Istanbul', 'ltr')).toEqual([
      { text: 'Tehran (IKA) → Istanbul', rtl: false },
    ]);
  });
});

describe('shaperInput', () => {
  it('reverses digits in Arabic script, which the shaper would otherwise lay out right to left', () => {
    expect(shaperDirection('۱۴۰۵')).toBe('rtl');
    expect(shaperInput({ text: '۰۷:۴۵', rtl: false })).toBe('۵۴:۷۰');
  });

  it('passes letters through in their logical order', () => {
    expect(shaperInput({ text: 'بندر عباس', rtl: true })).toBe('بندر عباس');
    expect(shaperInput({ text: 'IR 452', rtl: false })).toBe('IR 452');
  });
});
