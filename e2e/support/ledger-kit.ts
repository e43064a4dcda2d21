// The ledger as the race and fault specs see it, by SQL on its tables: a customer's wallet
// credited as the ledger's one writer would credit it, a wallet read back posting by posting,
// and the books' promises checked after a race or a fault.
import type pg from 'pg';
import { partyIdOf, walletAccount } from '@parvaz/domain/ledger/accounts';
import { entryKinds, openingWalletLines } from '@parvaz/domain/ledger/movements';

/**
 * Posts `credit` IRR minor units to a sepehran customer's wallet as the ledger's one writer
 * would, in one transaction: the accounts opened when new (the domain's codes, sides and floors),
 * one opening entry, and its two postings in account order (the order every writer locks them
 * in). The database moves the balances and checks at commit that the entry balances.
 */
export async function creditWallet(db: pg.Client, userId: number, credit: number): Promise<void> {
  const lines = openingWalletLines(userId, credit, 'IRR');
  await db.query('begin');
  try {
    for (const { account, currency } of lines)
      await db.query(
        `insert into ledger_accounts (tenant, code, kind, normal_side, currency, floor, party_kind, party_id)
         values ('sepehran', $1, $2, $3, $4, $5, $6, $7) on conflict (tenant, code, currency) do nothing`,
        [
          account.code,
          account.kind,
          account.normalSide,
          currency,
          account.floor,
          account.party.kind,
          partyIdOf(account.party, 'sepehran'),
        ],
      );
    const entry = await db.query<{ id: string }>(
      `insert into ledger_entries (tenant, key, kind, description, occurred_at)
       values ('sepehran', $1, $2, 'race credit', now()) returning id`,
      [`test-funds:${userId}`, entryKinds.opening],
    );
    const accounts = await db.query<{ id: string; code: string }>(
      `select id, code from ledger_accounts
        where tenant = 'sepehran' and currency = 'IRR' and code = any($1::text[])`,
      [lines.map((line) => line.account.code)],
    );
    const idOf = new Map(accounts.rows.map((row) => [row.code, Number(row.id)]));
    const postings = lines
      .map((line) => ({ ...line, accountId: idOf.get(line.account.code) ?? 0 }))
      .sort((a, b) => a.accountId - b.accountId);
    for (const posting of postings)
      await db.query(
        `insert into ledger_postings (entry_id, account_id, amount, currency) values ($1, $2, $3, $4)`,
        [entry.rows[0]?.id, posting.accountId, posting.amount, posting.currency],
      );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** A sepehran customer's wallet as the ledger keeps it. */
export interface WalletBook {
  /** The account's running balance (zero when never opened). */
  balance: number;
  /** Its postings in order, each with its entry and what it did to the balance. */
  lines: Array<{ key: string; kind: string; change: number }>;
}

export async function walletBook(db: pg.Client, userId: number): Promise<WalletBook> {
  const code = walletAccount(userId).code;
  const account = await db.query<{ balance: string }>(
    `select balance from ledger_accounts where tenant = 'sepehran' and code = $1 and currency = 'IRR'`,
    [code],
  );
  // A wallet is credit normal: a posting of -500 adds 500.
  const lines = await db.query<{ key: string; kind: string; change: string }>(
    `select e.key, e.kind, -p.amount as change
       from ledger_postings p
       join ledger_accounts a on a.id = p.account_id
       join ledger_entries e on e.id = p.entry_id
      where a.tenant = 'sepehran' and a.code = $1 and a.currency = 'IRR'
      order by p.id`,
    [code],
  );
  return {
    balance: Number(account.rows[0]?.balance ?? 0),
    lines: lines.rows.map((row) => ({ key: row.key, kind: row.kind, change: Number(row.change) })),
  };
}

/** The kinds of the ledger's entries about a booking (its payments' too), sorted. */
export async function bookingEntryKinds(db: pg.Client, bookingId: unknown): Promise<string[]> {
  const found = await db.query<{ kind: string }>(
    `select kind from ledger_entries where purchase_kind = 'booking' and purchase_id = $1`,
    [bookingId],
  );
  return found.rows.map((row) => row.kind).sort();
}

/**
 * What the books promise whatever broke, each as a query that finds what breaks it: every kept
 * running balance (an account with a floor) is the sum of its postings in its natural sign, and an
 * account without a floor keeps none; no account is below
 * its floor, every entry has two postings or more summing to zero per currency, and each tenant's
 * postings sum to zero per currency (the trial balance).
 */
export const ledgerChecks: ReadonlyArray<[string, string]> = [
  [
    'ledger accounts whose kept balance is not the sum of their postings',
    `select a.id from ledger_accounts a
      where a.balance <> case when a.floor is null then 0 else coalesce(
              (select sum(case a.normal_side when 'debit' then p.amount else -p.amount end)
                 from ledger_postings p where p.account_id = a.id), 0) end`,
  ],
  [
    'ledger accounts below their floor',
    `select id from ledger_accounts where floor is not null and balance < floor`,
  ],
  [
    'ledger entries of fewer than two postings',
    `select e.id from ledger_entries e left join ledger_postings p on p.entry_id = e.id
      group by e.id having count(p.id) < 2`,
  ],
  [
    'ledger entries that do not balance',
    `select entry_id from ledger_postings group by entry_id, currency having sum(amount) <> 0`,
  ],
  [
    'tenants and currencies whose trial balance is not zero',
    `select a.tenant, p.currency from ledger_postings p join ledger_accounts a on a.id = p.account_id
      group by a.tenant, p.currency having sum(p.amount) <> 0`,
  ],
];

/**
 * The promises broken: each of `checks` (a name and a query for the rows that break it), then each
 * of the books' own (`ledgerChecks`), that finds rows, as '<rows> <name>'.
 */
export async function promisesBroken(
  db: pg.Client,
  checks: ReadonlyArray<[string, string]>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, query] of [...checks, ...ledgerChecks]) {
    const found = await db.query(query);
    if (found.rowCount) problems.push(`${found.rowCount} ${name}`);
  }
  return problems;
}
