// Tests of the ledger's migrations (with db/migration-test-kit.ts): a database migrated up to just
// before one migration, filled by raw SQL as the ledger's code then wrote it, migrated on and read
// again; what is read is every account's balance (the query is in the module's factory).
export { balances } from './ledger-migration.factory';
