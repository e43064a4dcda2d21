import type { TrialBalanceResponse } from '@parvaz/domain/contracts/ledger';
import { intlLocaleOf } from '@parvaz/domain/format/locale';
import { formatMoney } from '@parvaz/domain/format/money';
import { accountKinds, type AccountKind } from '@parvaz/domain/ledger/accounts';
import { isMoney } from '@parvaz/domain/ledger/units';
import type { Language } from '@parvaz/domain/languages';

type CurrencyBooks = TrialBalanceResponse['currencies'][number];

/** One kind of account as the page writes it: its name, what it means and its three figures. */
export interface BooksLine {
  kind: AccountKind;
  name: string;
  meaning: string;
  normalSide: string;
  debits: string;
  credits: string;
  balance: string;
}

/** One currency's books, every word and figure ready to show. */
export interface BooksCard {
  currency: string;
  title: string;
  /** Sum zero and every running balance agreeing with its postings. */
  balanced: boolean;
  /** The headline: "the books balance", or what is wrong (one sentence per fault). */
  verdicts: string[];
  lines: BooksLine[];
  totalDebits: string;
  totalCredits: string;
}

export interface BooksFormat {
  t: (key: string, options?: Record<string, unknown>) => string;
  language: Language;
}

/** The domain's order (customers' money first, the platform's own accounts after). */
const kindOrder = new Map(accountKinds.map((kind, index) => [kind, index]));

function cardOf(books: CurrencyBooks, { t, language }: BooksFormat): BooksCard {
  const { currency } = books;
  // A unit that is no money (miles) is a plain count.
  const money = (amount: number) =>
    isMoney(currency)
      ? formatMoney({ amount, currency }, language)
      : new Intl.NumberFormat(intlLocaleOf(language)).format(amount);
  // A kind whose accounts exist but were never posted to says nothing about the books.
  const posted = books.kinds
    .filter((line) => line.debits !== 0 || line.credits !== 0)
    .sort((a, b) => (kindOrder.get(a.kind) ?? 0) - (kindOrder.get(b.kind) ?? 0));
  const balanced = books.sum === 0 && books.runningBalancesAgree;
  const verdicts = balanced
    ? [t('books.balanced')]
    : [
        ...(books.sum === 0 ? [] : [t('books.outOfBalance', { sum: money(books.sum) })]),
        ...(books.runningBalancesAgree ? [] : [t('books.runningDisagree')]),
      ];
  return {
    currency: books.currency,
    title: t(`currency.${books.currency}`),
    balanced,
    verdicts,
    lines: posted.map((line) => ({
      kind: line.kind,
      name: t(`books.kind.${line.kind}`),
      meaning: t(`books.meaning.${line.kind}`),
      normalSide: t(`books.side.${line.normalSide}`),
      debits: money(line.debits),
      credits: money(line.credits),
      balance: money(line.balance),
    })),
    totalDebits: money(posted.reduce((sum, line) => sum + line.debits, 0)),
    totalCredits: money(posted.reduce((sum, line) => sum + line.credits, 0)),
  };
}

/** The API's trial balance as the page's cards: one per currency, in the order it came. */
export function booksCards(response: TrialBalanceResponse, format: BooksFormat): BooksCard[] {
  return response.currencies.map((books) => cardOf(books, format));
}
