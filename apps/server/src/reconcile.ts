// `npm run reconcile -- --day YYYY-MM-DD [--tenant sepehran]`: compares each payment provider's
// settled movements of a day (in the provider's zone: Asia/Tehran for the sandbox bank, UTC for
// Sandbox Pay) with the ledger's clearing account of that provider, for one brand or all, stores the result as the daily job does (replacing that day's) and prints it. Exits 0
// when nothing differs, 1 when something does, 2 when it could not run.
//
// It opens the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR). The
// embedded database belongs to one process at a time: with it, stop the server first.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isIsoDate } from '@parvaz/domain/calendar/plain-date';
import type { BankDifference } from '@parvaz/domain/contracts/bank-reconciliation';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { formatMoney } from '@parvaz/domain/format/money';
import { tenantIdSchema, tenantIds } from '@parvaz/domain/tenants/tenants';
import { openPglite, openPostgres } from './db/client';
import { loadEnv } from './env';
import { reconcileBankDay, type BankComparison } from './modules/payments/payments.api';
import { loadSigningSecret } from './platform/app-secret';
import { paymentProviders } from './providers';

const usage = 'usage: npm run reconcile -- --day YYYY-MM-DD [--tenant oman|sepehran|turk]';

const reasonText: Record<BankDifference['reason'], string> = {
  missingInLedger: 'missing in the ledger',
  missingAtBank: 'missing at the bank',
  amountDiffers: 'amounts differ',
};

function money(amount: number, currency: string): string {
  const parsed = currencySchema.safeParse(currency);
  return parsed.success
    ? formatMoney({ amount, currency: parsed.data }, 'en')
    : `${amount} ${currency}`;
}

function differenceLine(d: BankDifference, currency: string): string {
  const who = d.paymentId === null ? 'no payment of ours' : `payment ${d.paymentId}`;
  const parts = [
    `  ${reasonText[d.reason]}: ${d.movement}, ${who}`,
    d.token ? `token ${d.token}` : null,
    d.entryKeys.length > 0 ? `entries ${d.entryKeys.join(', ')}` : null,
    `bank ${money(d.bankAmount, currency)}, ledger ${money(d.ledgerAmount, currency)}`,
    d.otherDay ? `the other side has it on ${d.otherDay}` : null,
  ];
  return parts.filter((part) => part !== null).join('; ');
}

/** The comparison as lines for a terminal; the count of differences. */
function printComparison(comparison: BankComparison, write: (line: string) => void): number {
  let count = 0;
  for (const c of comparison.currencies) {
    const totals = `bank ${money(c.bankTotal, c.currency)}, ledger ${money(c.ledgerTotal, c.currency)}`;
    const verdict =
      c.differences.length === 0 ? 'no difference' : `${c.differences.length} difference(s)`;
    write(`${comparison.tenant} ${c.currency}: ${totals}: ${verdict}`);
    for (const d of c.differences) write(differenceLine(d, c.currency));
    count += c.differences.length;
  }
  return count;
}

/** Whether a server answers on this machine's port: it would hold the embedded database. */
async function serverAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/livez`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { day: { type: 'string' }, tenant: { type: 'string' } },
    strict: true,
  });
  const tenant = values.tenant === undefined ? null : tenantIdSchema.safeParse(values.tenant);
  if (!values.day || !isIsoDate(values.day) || (tenant && !tenant.success)) {
    console.error(usage);
    return 2;
  }
  const day = values.day;
  const env = loadEnv();
  if (!env.DATABASE_URL && (await serverAnswers(env.PORT))) {
    console.error(
      `A server answers on port ${env.PORT}: the embedded database is its own. Stop it first, or use DATABASE_URL.`,
    );
    return 2;
  }
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(resolve(env.DATA_DIR));
  try {
    await database.migrate();
    const now = new Date();
    const providers = paymentProviders(await loadSigningSecret(database.db)).registry;
    let differences = 0;
    for (const provider of providers.all()) {
      console.log(
        `Bank reconciliation of ${provider.name} for ${day} (days in ${provider.timeZone}), stored at ${now.toISOString()}`,
      );
      for (const id of tenant?.success ? [tenant.data] : tenantIds) {
        const comparison = await reconcileBankDay(database.db, provider, id, day, now);
        differences += printComparison(comparison, (line) => console.log(line));
      }
    }
    return differences > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
