// Reads the server's source: no file but ledger.repository.ts writes the ledger's tables (the
// migrations, outside src/, create them); ledger-reports.repository.ts holds them only to read.
// Tests are left out: some write past the ledger on purpose. That other modules reach the ledger
// through ledger.api.ts only is the module boundaries' rule (decision 008).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverSource = resolve(import.meta.dirname, '../..');
const ledgerModule = import.meta.dirname;
const repository = join(ledgerModule, 'ledger.repository.ts');
const ledgerSchema = join(serverSource, 'db/schema/ledger.ts');
const reportsRepository = join(ledgerModule, 'ledger-reports.repository.ts');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The drizzle tables by name: whoever holds them can write through the query builder. */
const tableObjects = /\bledger(Accounts|Entries|Postings|CreditLimits)\b/;
/** Raw SQL that writes a ledger table. */
const sqlWrite =
  /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?|merge\s+into|copy)\s+(only\s+)?("?public"?\.)?"?ledger_(accounts|entries|postings|credit_limits)\b/i;

/** A write through the query builder, whatever table it names. */
const builderWrite = /\.(insert|update|delete)\s*\(/;

/** What in a file's text writes the ledger, or could. */
function ledgerWrites(text: string): string[] {
  return [text.match(tableObjects)?.[0], text.match(sqlWrite)?.[0]].filter(
    (found): found is string => found !== undefined,
  );
}

describe('who writes the ledger', () => {
  const files = sourceFiles(serverSource);

  it('finds what writes: the repository itself, and raw SQL in any spelling', () => {
    expect(files).toContain(repository);
    expect(ledgerWrites(readFileSync(repository, 'utf8'))).not.toEqual([]);
    for (const text of [
      'await db.execute(sql`INSERT INTO "ledger_postings" (entry_id) values (1)`)',
      "client.query('update ledger_accounts set balance = 0')",
      'sql`delete from public.ledger_entries`',
      'sql`TRUNCATE TABLE ledger_postings`',
      'tx.insert(ledgerEntries).values(entry)',
      'sql`insert into ledger_credit_limits (account_id) values (1)`',
      'tx.insert(ledgerCreditLimits).values(limit)',
    ])
      expect(ledgerWrites(text)).not.toEqual([]);
    expect(ledgerWrites('select balance from ledger_accounts')).toEqual([]);
  });

  it('is ledger.repository.ts alone', () => {
    const writers = files
      .filter((file) => ![repository, ledgerSchema, reportsRepository].includes(file))
      .filter((file) => ledgerWrites(readFileSync(file, 'utf8')).length > 0)
      .map((file) => relative(serverSource, file));
    expect(writers).toEqual([]);
  });

  it("lets the reports' repository hold the tables only to read them", () => {
    const text = readFileSync(reportsRepository, 'utf8');
    expect(text.match(tableObjects)).not.toBeNull();
    expect(text.match(builderWrite)).toBeNull();
    expect(text.match(sqlWrite)).toBeNull();
    expect('tx.update(ledgerAccounts).set({ balance: 0 })'.match(builderWrite)).not.toBeNull();
    expect('db.delete(ledgerEntries)'.match(builderWrite)).not.toBeNull();
  });
});
