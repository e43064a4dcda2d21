import type {
  BankDifference,
  BankReconciliationDay,
} from '@parvaz/domain/contracts/bank-reconciliation';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { formatInstant } from '../../lib/format/date-time';
import { formatShortDate } from '../../lib/format/short-date';

/** What the page writes for one difference, every word and figure ready to show. */
export interface DifferenceView {
  key: string;
  reason: string;
  movement: string;
  payment: string;
  token: string | null;
  entries: string[];
  bank: string;
  ledger: string;
  /** When the other side booked it the day before or after: the sentence saying so. */
  otherDay: string | null;
}

/** One day and currency of the comparison, as a row of the page's table. */
export interface ReconciliationRow {
  key: string;
  day: string;
  /** The payment provider the day is of, by the name the payer knows it by. */
  provider: string;
  currency: string;
  bank: string;
  ledger: string;
  clean: boolean;
  verdict: string;
  ranAt: string;
  differences: DifferenceView[];
}

export interface RowFormat {
  t: (key: string, options?: Record<string, unknown>) => string;
  calendar: CalendarMode;
  language: Language;
  /** A provider's name as the banks list gives it; its id when the list does not know it. */
  providerName?: (provider: string) => string | undefined;
}

function differenceView(
  d: BankDifference,
  index: number,
  day: BankReconciliationDay,
  { t, calendar, language }: RowFormat,
): DifferenceView {
  const money = (amount: number) => formatMoney({ amount, currency: day.currency }, language);
  return {
    key: `${d.paymentId ?? d.token ?? d.entryKeys[0] ?? ''}-${d.movement}-${index}`,
    reason: t(`reconciliation.reason.${d.reason}`),
    movement: t(`reconciliation.movement.${d.movement}`),
    payment:
      d.paymentId === null
        ? t('reconciliation.noPayment')
        : t('reconciliation.payment', { id: toLocalDigits(String(d.paymentId), language) }),
    token: d.token,
    entries: d.entryKeys,
    bank: money(d.bankAmount),
    ledger: money(d.ledgerAmount),
    otherDay: d.otherDay
      ? t('reconciliation.otherDay', { day: formatShortDate(d.otherDay, calendar, language) })
      : null,
  };
}

/** The API's days as the table shows them: dates in the user's calendar, money in the language. */
export function reconciliationRows(
  items: readonly BankReconciliationDay[],
  format: RowFormat,
): ReconciliationRow[] {
  const { t, calendar, language, providerName } = format;
  return items.map((item) => {
    const money = (amount: number) => formatMoney({ amount, currency: item.currency }, language);
    const clean = item.differences.length === 0;
    return {
      key: `${item.day}-${item.provider}-${item.currency}`,
      day: formatShortDate(item.day, calendar, language),
      provider: providerName?.(item.provider) ?? item.provider,
      currency: item.currency,
      bank: money(item.bankTotal),
      ledger: money(item.ledgerTotal),
      clean,
      verdict: clean
        ? t('reconciliation.noDifference')
        : t('reconciliation.differenceCount', {
            count: toLocalDigits(String(item.differences.length), language),
          }),
      ranAt: t('reconciliation.ranAt', { when: formatInstant(item.ranAt, calendar, language) }),
      differences: item.differences.map((d, i) => differenceView(d, i, item, format)),
    };
  });
}
