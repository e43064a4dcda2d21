import {
  addDays,
  formatIsoDate,
  isValidGregorianDate,
  parseIsoDate,
} from '@parvaz/domain/calendar/plain-date';
import { instantAt, zonedIso } from '@parvaz/domain/calendar/zoned';
import {
  majorToMinor,
  topupLimits,
  type IncreaseCreditRequest,
  type TransactionsRequest,
  type TransactionsResponse,
  type UserCredit,
} from '@parvaz/domain/contracts/profile';
import { currencyExponent, type Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import {
  describeStatementLines,
  type PurchaseRegistry,
  type StartPayment,
} from '../payments/payments.api';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { tenantTimeZone } from '@parvaz/domain/tenants/time-zone';
import { walletCurrency } from '@parvaz/domain/tenants/wallet-currency';
import {
  entryKinds,
  entryKindsOfMove,
  openingWalletLines,
  statementMoveOf,
  topupLines,
} from '@parvaz/domain/ledger/movements';
import { balanceOf, postEntry, statement } from '../ledger/ledger.api';

export async function userCredit(
  db: Database,
  tenant: TenantId,
  userId: number,
): Promise<UserCredit> {
  const currency = walletCurrency(tenant);
  return { amount: await balanceOf(db, tenant, walletAccount(userId), currency), currency };
}

/**
 * Credit added from outside any purchase (an opening balance brought in, a goodwill credit), once
 * per `key`, inside the caller's transaction.
 */
export async function addWalletCredit(
  tx: Database,
  wallet: { tenant: string; userId: number; currency: Currency },
  credit: { key: string; amount: number; description: string; at: Date },
): Promise<{ entryId: number; created: boolean }> {
  return postEntry(tx, {
    tenant: wallet.tenant,
    key: credit.key,
    kind: entryKinds.opening,
    description: credit.description,
    occurredAt: credit.at,
    postings: openingWalletLines(wallet.userId, credit.amount, wallet.currency),
  });
}

/**
 * A settled top-up delivered: the money the payment brought in becomes the customer's credit,
 * once — a repeated callback finds the entry of the payment and adds nothing.
 */
export async function creditTopup(
  tx: Database,
  payment: { id: number; tenant: string; userId: number; amount: number; currency: Currency },
  at: Date,
): Promise<{ entryId: number; created: boolean }> {
  return postEntry(tx, {
    tenant: payment.tenant,
    key: `topup:${payment.id}`,
    kind: entryKinds.topup,
    description: `Wallet top-up by payment ${payment.id}`,
    purchase: { kind: 'topup', id: payment.userId },
    occurredAt: at,
    postings: topupLines(payment.userId, payment.amount, payment.currency),
  });
}

/** `user/increaseCredit`: checks the amount against the wallet's limits and opens a top-up. */
export async function startTopup(
  deps: {
    db: Database;
    startPayment: StartPayment;
    banks: (t: Translate) => Array<{ id: string }>;
  },
  user: { id: number; tenant: TenantId },
  input: IncreaseCreditRequest,
  lang: Language,
  t: Translate,
): Promise<{ paymentUrl: string }> {
  const currency = walletCurrency(user.tenant);
  const amount = majorToMinor(input.amount, currency);
  if (amount === null)
    throw new AppError('VALIDATION', 'invalidValue', { fields: { amount: 'invalidValue' } });
  const limits = topupLimits[currency];
  const unit = 10 ** currencyExponent(currency);
  if (amount < limits.min * unit)
    throw new AppError('VALIDATION', 'tooSmall', {
      params: { min: limits.min },
      fields: { amount: { key: 'tooSmall', params: { min: limits.min } } },
    });
  if (amount > limits.max * unit)
    throw new AppError('VALIDATION', 'tooLarge', {
      params: { max: limits.max },
      fields: { amount: { key: 'tooLarge', params: { max: limits.max } } },
    });
  if (!deps.banks(t).some((bank) => bank.id === input.bankId))
    throw new AppError('VALIDATION', 'invalidValue', { fields: { bankId: 'invalidValue' } });
  const opened = await deps.db.transaction((tx) =>
    deps.startPayment(tx, {
      tenant: user.tenant,
      purpose: 'topup',
      purchaseId: user.id,
      // The gateway the customer picked from the banks list.
      provider: input.bankId,
      amount,
      currency,
      lang,
    }),
  );
  return { paymentUrl: opened.paymentUrl };
}

function localParts(instant: Date, timeZone: string): { date: string; time: string } {
  const iso = zonedIso(instant, timeZone);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The code a customer quotes for a line of the statement: the ledger entry, as W + 12 digits. */
function lineCode(entryId: number): string {
  return `W${String(entryId).padStart(12, '0')}`;
}

/** `user/getTransactions`: the caller's wallet statement from the ledger, newest first, in the tenant's zone. */
export async function transactions(
  deps: { db: Database; purchases: PurchaseRegistry },
  user: { id: number; tenant: TenantId },
  input: TransactionsRequest,
  reader: { language: Language; t: Translate },
): Promise<TransactionsResponse> {
  const { db } = deps;
  const zone = tenantTimeZone(user.tenant);
  const day = (text: string, field: 'from' | 'to') => {
    try {
      return parseIsoDate(text);
    } catch {
      throw new AppError('VALIDATION', 'invalidValue', { fields: { [field]: 'invalidValue' } });
    }
  };
  const from = input.from
    ? instantAt(formatIsoDate(day(input.from, 'from')), '00:00', zone)
    : undefined;
  // The day after `to` starts the excluded range; after 9999-12-31 there is none to exclude.
  const dayAfter = input.to ? addDays(day(input.to, 'to'), 1) : undefined;
  const until =
    dayAfter && isValidGregorianDate(dayAfter)
      ? instantAt(formatIsoDate(dayAfter), '00:00', zone)
      : undefined;
  const currency = walletCurrency(user.tenant);
  const { items, total } = await statement(
    db,
    user.tenant,
    walletAccount(user.id),
    currency,
    { page: input.page, pageSize: input.pageSize },
    { kinds: input.type ? entryKindsOfMove(input.type) : undefined, from, until },
  );
  // Each line worded by the kind of what it bought (a booking, a stay, services, a top-up).
  const words = await describeStatementLines(
    db,
    deps.purchases,
    { tenant: user.tenant, party: { kind: 'customer', id: user.id }, ...reader },
    items.map((line) => ({ entryKind: line.kind, purchase: line.purchase })),
  );
  return {
    items: items.map((line, at) => {
      const type = statementMoveOf(line.kind);
      return {
        code: lineCode(line.entryId),
        ...localParts(line.occurredAt, zone),
        description: words[at] ?? '',
        type,
        amount: line.change,
        currency,
        // A wallet has a floor, so the ledger keeps its balance after every posting.
        balanceAfter: line.balanceAfter ?? 0,
      };
    }),
    total,
  };
}
