import { describe, expect, it } from 'vitest';
import { i18nForTest } from '../../test/rendered-text';
import { seatDialogNameOf } from './booking-draft';

const cards = [
  { type: 'ADT' as const, firstName: '', lastName: '' },
  { type: 'ADT' as const, firstName: '', lastName: '' },
  { type: 'CHD' as const, firstName: 'SARA', lastName: 'REZAEI' },
];

describe('the seat dialog’s name for a passenger', () => {
  it('writes an untyped passenger’s ordinal in Persian digits on Persian pages', async () => {
    const i18n = i18nForTest('fa');
    await i18n.loadNamespaces(['common']);
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
    expect(seatDialogNameOf(cards, 1, t, 'fa')).toBe('بزرگسال ۲');
    expect(t('booking.seatMapTitle', { name: seatDialogNameOf(cards, 0, t, 'fa') })).toBe(
      'انتخاب صندلی برای بزرگسال ۱',
    );
    expect(seatDialogNameOf(cards, 2, t, 'fa')).toBe('SARA REZAEI');
  });

  it('keeps Western digits in English', async () => {
    const i18n = i18nForTest('en');
    await i18n.loadNamespaces(['common']);
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
    expect(seatDialogNameOf(cards, 1, t, 'en')).toBe('Adult 2');
  });
});
