import { describe, expect, it } from 'vitest';
import { bankPageUrl } from './bank-page-url';

describe('bankPageUrl', () => {
  it("asks the site's own bank page for the reader's language", () => {
    expect(bankPageUrl('/bank/sandbox/abc_-1', 'en')).toBe('/bank/sandbox/abc_-1?lang=en');
    expect(bankPageUrl('/bank/sandbox/abc?lang=fa&x=1', 'tr')).toBe(
      '/bank/sandbox/abc?lang=tr&x=1',
    );
  });

  it("leaves another bank's address as it is", () => {
    expect(bankPageUrl('https://bank.example/pay?t=1', 'en')).toBe('https://bank.example/pay?t=1');
    expect(bankPageUrl('//bank.example/pay', 'ar')).toBe('//bank.example/pay');
  });
});
