import { describe, expect, it } from 'vitest';
import { toCodeDigits } from './code-digits';

describe('toCodeDigits', () => {
  it('reads Persian and Arabic digits and keeps six', () => {
    expect(toCodeDigits('۱۲۳۴۵۶')).toBe('123456');
    expect(toCodeDigits('١٢٣ ٤٥٦٧')).toBe('123456');
    expect(toCodeDigits('12-34a')).toBe('1234');
  });
});
