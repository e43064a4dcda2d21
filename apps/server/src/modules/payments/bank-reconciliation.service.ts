import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import {
  bankDifferenceSchema,
  type BankReconciliationDay,
  type BankReconciliationRequest,
} from '@parvaz/domain/contracts/bank-reconciliation';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { tenantIds, type TenantId } from '@parvaz/domain/tenants/tenants';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { compareBankWithLedger, type BankComparison } from './bank-reconciliation';
import {
  hasReconciliation,
  reconciliationsBetween,
  replaceReconciliations,
} from './bank-reconciliation.repository';
import type { PaymentProvider } from './payment-provider';
import type { PaymentProviders } from './provider-registry';

/**
 * Compares a tenant's day at the provider with the ledger and stores the result, one row per
 * currency, replacing what an earlier run stored for that day.
 */
export async function reconcileBankDay(
  db: Database,
  provider: PaymentProvider,
  tenant: TenantId,
  day: string,
  now: Date,
): Promise<BankComparison> {
  const comparison = await compareBankWithLedger(db, provider, tenant, day);
  await replaceReconciliations(
    db,
    { tenant, provider: provider.name, day },
    comparison.currencies.map((c) => ({
      tenant,
      provider: provider.name,
      day,
      currency: c.currency,
      bankTotal: c.bankTotal,
      ledgerTotal: c.ledgerTotal,
      differences: c.differences,
      ranAt: now,
    })),
  );
  return comparison;
}

/**
 * Callbacks and refunds in flight at midnight commit a little after it: yesterday is compared
 * only once this much of today has passed.
 */
export const dayCloseGraceMs = 30 * 60_000;

/**
 * The daily job: for each provider and tenant, compares yesterday (in the provider's zone, so a
 * different day for each provider) with the ledger and stores it, once; it runs often so that a
 * process restarted at any hour still does it, and finds the day stored on later runs. Running a
 * day again (the `reconcile` command) replaces it.
 */
export async function reconcileYesterday(
  db: Database,
  providers: Pick<PaymentProviders, 'all'>,
  now: Date,
): Promise<Array<{ provider: string; day: string; reconciled: TenantId[] }>> {
  const done: Array<{ provider: string; day: string; reconciled: TenantId[] }> = [];
  for (const provider of providers.all())
    done.push({
      provider: provider.name,
      ...(await reconcileProviderYesterday(db, provider, now)),
    });
  return done;
}

/** `reconcileYesterday` for one provider. */
export async function reconcileProviderYesterday(
  db: Database,
  provider: PaymentProvider,
  now: Date,
): Promise<{ day: string; reconciled: TenantId[] }> {
  const today = localDateIn(new Date(now.getTime() - dayCloseGraceMs), provider.timeZone);
  const day = formatIsoDate(addDays(parseIsoDate(today), -1));
  const reconciled: TenantId[] = [];
  for (const tenant of tenantIds) {
    if (await hasReconciliation(db, { tenant, provider: provider.name, day })) continue;
    await reconcileBankDay(db, provider, tenant, day, now);
    reconciled.push(tenant);
  }
  return { day, reconciled };
}

const storedDifferencesSchema = z.array(bankDifferenceSchema);

/** What the job and the command stored for the tenant's days in the range, newest first. */
export async function bankReconciliationDays(
  db: Database,
  tenant: TenantId,
  range: BankReconciliationRequest,
): Promise<BankReconciliationDay[]> {
  const rows = await reconciliationsBetween(db, tenant, range);
  return rows.map((row) => ({
    day: row.day,
    provider: row.provider,
    currency: currencySchema.parse(row.currency),
    bankTotal: row.bankTotal,
    ledgerTotal: row.ledgerTotal,
    differences: storedDifferencesSchema.parse(row.differences),
    ranAt: row.ranAt.toISOString(),
  }));
}
