import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { instantAt, localDateIn } from '@parvaz/domain/calendar/zoned';
import type { BankMovementKind } from '@parvaz/domain/contracts/bank-reconciliation';
import { bankClearingAccount } from '@parvaz/domain/ledger/accounts';
import { tenants, type TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { postingsBetween, type AccountPosting } from '../ledger/ledger.api';
import { compareDay, type CurrencyComparison, type ReconciledLine } from './bank-match';
import { paymentsNamed } from './bank-reconciliation.repository';
import type { PaymentProvider, SettledMovement } from './payment-provider';

/**
 * Reconciliation of a payment provider with the ledger (issue 17): the provider's settlement
 * report of a day against the postings on the ledger's `bank_clearing:<provider>` account whose
 * entries happened that day, matched per payment (the report's token is the payment's
 * `provider_token`; the entry key `payment:<id>:…` names the payment).
 *
 * The day is the provider's: 'YYYY-MM-DD' in `provider.timeZone` (Asia/Tehran for the sandbox
 * bank), from its midnight to the next, on both sides.
 *
 * How payments post, which this compares against: `payment:<id>:settled` debits the clearing
 * account when a payment the bank verified moves pending → paid; `payment:<id>:reversed` credits
 * it when a paid payment is given back; `payment:<id>:refund:<reference>` credits what a refund
 * gave back to the card.
 */

export interface BankComparison {
  tenant: TenantId;
  provider: string;
  day: string;
  /** The tenant's own currency always, and every currency either side moved that day. */
  currencies: CurrencyComparison[];
}

// A refund is named by its own reference: 'payment:12:refund:request-55'.
const paymentKey = /^payment:(\d{1,15}):(settled|reversed|refund:.+)$/;

/** The payment and movement an entry key names, or none for an entry of another kind. */
function parseEntryKey(key: string): { paymentId: number | null; movement: BankMovementKind } {
  const match = paymentKey.exec(key);
  const [, id, what] = match ?? [];
  if (!id || !what) return { paymentId: null, movement: 'other' };
  const movement = what === 'settled' ? 'settled' : what === 'reversed' ? 'reversed' : 'refunded';
  return { paymentId: Number(id), movement };
}

const bankMovementOf: Record<SettledMovement['kind'], BankMovementKind> = {
  verified: 'settled',
  reversed: 'reversed',
  refunded: 'refunded',
};

const shiftDay = (day: string, days: number) => formatIsoDate(addDays(parseIsoDate(day), days));

/**
 * The day before, the day and the day after: the neighbours tell a movement booked across
 * midnight from one that is missing.
 */
async function bankReports(
  db: Database,
  provider: PaymentProvider,
  tenant: TenantId,
  days: readonly string[],
): Promise<{ day: string; movement: SettledMovement }[]> {
  const lines: { day: string; movement: SettledMovement }[] = [];
  for (const day of days)
    for (const movement of await provider.settledMovements(db, { merchant: tenant, day }))
      lines.push({ day, movement });
  return lines;
}

/** Compares one day of a provider's settlement report with the ledger, for one tenant. */
export async function compareBankWithLedger(
  db: Database,
  provider: PaymentProvider,
  tenant: TenantId,
  day: string,
): Promise<BankComparison> {
  const days = [shiftDay(day, -1), day, shiftDay(day, 1)];
  const bank = await bankReports(db, provider, tenant, days);
  const postings: AccountPosting[] = await postingsBetween(
    db,
    tenant,
    bankClearingAccount(provider.name),
    {
      from: instantAt(shiftDay(day, -1), '00:00', provider.timeZone),
      to: instantAt(shiftDay(day, 2), '00:00', provider.timeZone),
    },
  );
  const entries = postings.map((posting) => ({ posting, ...parseEntryKey(posting.key) }));

  // Each side names the payment its own way: the report by token, the ledger by id.
  const byToken = new Map(
    (
      await paymentsNamed(db, {
        tenant,
        provider: provider.name,
        by: 'token',
        values: [...new Set(bank.map((line) => line.movement.token))],
      })
    ).map((p) => [p.token, p.id]),
  );
  const entryPaymentIds = entries.flatMap((e) => (e.paymentId === null ? [] : [e.paymentId]));
  const byId = new Map(
    (
      await paymentsNamed(db, {
        tenant,
        provider: provider.name,
        by: 'id',
        values: [...new Set(entryPaymentIds)],
      })
    ).map((p) => [p.id, p.token]),
  );

  const lines: ReconciledLine[] = [
    ...bank.map(({ day: reportDay, movement }): ReconciledLine => {
      const kind = bankMovementOf[movement.kind];
      return {
        side: 'bank',
        day: reportDay,
        currency: movement.currency,
        movement: kind,
        paymentId: byToken.get(movement.token) ?? null,
        token: movement.token,
        entryKey: null,
        amount: kind === 'settled' ? movement.amount : 0 - movement.amount,
      };
    }),
    ...entries.map(({ posting, paymentId, movement }): ReconciledLine => ({
      side: 'ledger',
      day: localDateIn(posting.occurredAt, provider.timeZone),
      currency: posting.currency,
      movement,
      paymentId,
      token: paymentId === null ? null : (byId.get(paymentId) ?? null),
      entryKey: posting.key,
      amount: posting.amount,
    })),
  ];
  return {
    tenant,
    provider: provider.name,
    day,
    currencies: compareDay(lines, day, [tenants[tenant].displayCurrency]),
  };
}
