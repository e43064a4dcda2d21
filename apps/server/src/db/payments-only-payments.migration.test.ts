// Migration 0023 takes the product columns out of `payments` (booking_id and its key into
// bookings, user_id): every payment must still name the same purchase afterwards, the one its
// product used to find it by.
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrationsDir } from '../paths';
import { databaseKinds } from '../test/test-app';
import { migrationsBefore, openEmptyDatabase as openSession } from './migration-test-kit';

const migrationTag = '0023_payments_only_payments';

const rowSchema = z.object({
  id: z.coerce.number(),
  purpose: z.string(),
  purchase: z.coerce.number(),
});
const purchases = (rows: unknown[]) => rows.map((row) => rowSchema.parse(row));

describe.each(databaseKinds)('migration 0023 (payments only payments) on %s', (kind) => {
  const before = migrationsBefore(migrationTag);
  afterAll(() => before.drop());

  it('keeps every payment’s purchase and drops the product columns', async () => {
    const session = await openSession(kind);
    try {
      await session.migrate(before.folder);
      // The bookings these rows name are not the point: their keys are not checked here.
      await session.query(`SET session_replication_role = replica`);
      await session.query(`
        INSERT INTO payments (tenant, purpose, purchase_id, booking_id, user_id, provider,
                              provider_token, amount, currency, status)
        VALUES ('sepehran', 'booking',  11, 11,   NULL, 'sandbox', 't1', 1000, 'IRR', 'paid'),
               ('sepehran', 'services', 11, 11,   NULL, 'sandbox', 't2',  200, 'IRR', 'pending'),
               ('sepehran', 'topup',     7, NULL,    7, 'sandbox', 't3',  500, 'IRR', 'paid'),
               ('turk',     'hotel',     5, NULL, NULL, 'sandbox', 't4',  900, 'TRY', 'failed'),
               ('sepehran', 'booking',   0, 12,   NULL, 'sandbox', 't5', 1000, 'IRR', 'reversed'),
               ('sepehran', 'topup',     0, NULL,    8, 'sandbox', 't6',  300, 'IRR', 'cancelled')`);
      await session.query(`SET session_replication_role = DEFAULT`);
      // What each product found its payments by before: the booking by booking_id, the wallet
      // by user_id, the others by their purchase id.
      const found = purchases(
        await session.query(`
          SELECT id, purpose,
                 CASE WHEN purchase_id <> 0 THEN purchase_id
                      ELSE coalesce(CASE purpose WHEN 'topup' THEN user_id ELSE booking_id END, 0)
                 END AS purchase
            FROM payments ORDER BY id`),
      );

      await session.migrate(migrationsDir);

      const after = purchases(
        await session.query(
          `SELECT id, purpose, purchase_id AS purchase FROM payments ORDER BY id`,
        ),
      );
      expect(after).toEqual(found);
      expect(after.map((p) => `${p.purpose}:${p.purchase}`)).toEqual([
        'booking:11',
        'services:11',
        'topup:7',
        'hotel:5',
        'booking:12',
        'topup:8',
      ]);
      const columns = await session.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'payments'`,
      );
      const names = columns.map((c) => c.column_name);
      expect(names).not.toContain('booking_id');
      expect(names).not.toContain('user_id');
      const keys = await session.query(
        `SELECT conname FROM pg_constraint WHERE conrelid = 'payments'::regclass AND contype = 'f'`,
      );
      expect(keys).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
