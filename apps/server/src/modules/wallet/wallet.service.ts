import { randomInt } from 'node:crypto';
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
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import type { StartPayment } from '../payments/payments.api';
import {
  appendEntry,
  entriesPage,
  entryOfPayment,
  lastEntry,
  walletBalance,
  type WalletEntryKind,
  type WalletEntryRow,
} from './wallet.repository';

/** The currency a tenant's wallets are kept in. */
export function walletCurrency(tenant: TenantId): Currency {
  return tenant === 'sepehran' ? 'IRR' : 'USD';
}

/** The zone a tenant's customers read their statement in. */
export function tenantTimeZone(tenant: TenantId): string {
  switch (tenant) {
    case 'sepehran':
      return 'Asia/Tehran';
    case 'oman':
      return 'Asia/Muscat';
    case 'turk':
      return 'Europe/Istanbul';
  }
}

export async function userCredit(
  db: Database,
  tenant: TenantId,
  userId: number,
): Promise<UserCredit> {
  const currency = walletCurrency(tenant);
  return { amount: await walletBalance(db, userId, currency), currency };
}

export interface LedgerEntry {
  userId: number;
  currency: Currency;
  /** Minor units, > 0: the amount added or taken. */
  amount: number;
  description: string;
  bookingId?: number | null;
  paymentId?: number | null;
}

/**
 * A concurrent writer taking the same position makes us read again; this many tries is far more
 * than concurrent payments of one customer ever need.
 */
const maxAttempts = 50;

function entryCode(): string {
  // 12 digits, shown to the customer; the unique index catches the rare repeat (retried).
  return `W${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Appends one signed entry: reads the latest entry, writes balance_after and the next position.
 * A writer that lost the position to another (the unique index on user, currency and sequence)
 * reads again and retries, so each entry is computed from the one before it; the CHECK on
 * balance_after stops a negative balance even if this code were wrong.
 */
async function append(
  tx: Database,
  kind: WalletEntryKind,
  signed: number,
  entry: LedgerEntry,
): Promise<WalletEntryRow> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0)
    throw new Error('a wallet entry needs a positive whole amount');
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const last = await lastEntry(tx, entry.userId, entry.currency);
    const balance = last?.balanceAfter ?? 0;
    const balanceAfter = balance + signed;
    if (balanceAfter < 0) throw new AppError('CONFLICT', 'insufficientCredit');
    const row = await appendEntry(tx, {
      userId: entry.userId,
      code: entryCode(),
      kind,
      amount: signed,
      currency: entry.currency,
      balanceAfter,
      sequence: (last?.sequence ?? 0) + 1,
      description: entry.description,
      bookingId: entry.bookingId ?? null,
      paymentId: entry.paymentId ?? null,
    });
    if (row) return row;
  }
  throw new AppError('CONFLICT', 'tooManyRequests');
}

/** Adds credit (a top-up, a refund, an adjustment) inside the caller's transaction. */
export function credit(
  tx: Database,
  kind: Exclude<WalletEntryKind, 'payment'>,
  entry: LedgerEntry,
): Promise<WalletEntryRow> {
  return append(tx, kind, entry.amount, entry);
}

/**
 * Takes a payment from the wallet inside the caller's transaction; 409 insufficientCredit when
 * the balance is short, which rolls back whatever the transaction did.
 */
export function debit(tx: Database, entry: LedgerEntry): Promise<WalletEntryRow> {
  return append(tx, 'payment', -entry.amount, entry);
}

/**
 * Credits a settled top-up payment once: the callback already moves the payment by a
 * conditional update under its row lock; an entry of the payment found here adds nothing either.
 */
export async function creditTopup(
  tx: Database,
  payment: { id: number; userId: number; amount: number; currency: Currency },
): Promise<{ credited: boolean; entry: WalletEntryRow }> {
  const existing = await entryOfPayment(tx, payment.id);
  if (existing) return { credited: false, entry: existing };
  const entry = await credit(tx, 'topup', {
    userId: payment.userId,
    currency: payment.currency,
    amount: payment.amount,
    description: `payment ${payment.id}`,
    paymentId: payment.id,
  });
  return { credited: true, entry };
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
      userId: user.id,
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

function describe(
  row: { kind: WalletEntryKind; description: string; pnr: string | null },
  t: Translate,
): string {
  switch (row.kind) {
    case 'topup':
      return t('page.profileCredit', { ns: 'common' });
    case 'payment':
      return row.pnr ? `${t('page.booking', { ns: 'common' })} ${row.pnr}` : row.description;
    default:
      return row.description;
  }
}

/** `user/getTransactions`: the caller's own entries, newest first, in the tenant's zone. */
export async function transactions(
  db: Database,
  user: { id: number; tenant: TenantId },
  input: TransactionsRequest,
  t: Translate,
): Promise<TransactionsResponse> {
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
  const { rows, total } = await entriesPage(
    db,
    { userId: user.id, kind: input.type, from, until },
    { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
  );
  return {
    items: rows.map((row) => ({
      code: row.code,
      ...localParts(row.createdAt, zone),
      description: describe(row, t),
      type: row.kind,
      amount: row.amount,
      currency: currencySchema.parse(row.currency),
      balanceAfter: row.balanceAfter,
    })),
    total,
  };
}
