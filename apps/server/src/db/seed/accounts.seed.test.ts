import { savedPassengerListSchema } from '@parvaz/domain/contracts/saved-passengers';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions';
import { users } from '../schema/users';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const answerSchema = z.object({ data: savedPassengerListSchema });

describe.each(databaseKinds)('demo accounts seeded on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it.each(['sepehran', 'turk', 'oman'])(
    "gives %s's demo customer a family of saved passengers the rules accept today",
    async (tenant) => {
      const [customer] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenant, tenant), eq(users.role, 'customer')));
      if (!customer) throw new Error(`no demo customer on ${tenant}`);
      const { token } = await createSession(t.database.db, customer.id, new Date());
      const headers = { authorization: `Bearer ${token}`, 'x-tenant': tenant };
      const list = await t.post('user/getMyPassengers', {}, headers);
      expect(list.status).toBe(200);
      const saved = answerSchema.parse(list.json).data;
      expect(saved.map((p) => p.type)).toEqual(['ADT', 'ADT', 'CHD']);
      // Saving each one again runs the server's rules on it, judged on today.
      for (const passenger of saved) {
        const again = await t.post('user/updateMyPassengers', passenger, headers);
        expect(again.json).toMatchObject({ status: 'success' });
      }
    },
  );
});
