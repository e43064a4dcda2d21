import { afterAll, beforeAll } from 'vitest';
import { buildSignedInUser } from './factories';
import { createTestApp, type DatabaseKind, type TestApp } from './test-app';

export type SignedInUser = Awaited<ReturnType<typeof buildSignedInUser>>;

/**
 * A suite's test app with two signed-in users, `me` and `someoneElse` (to check that one cannot
 * reach the other's data): opened before the suite's tests, closed after them. Read the fields
 * inside the tests, once the suite has started.
 */
export function appWithTwoUsers(kind: DatabaseKind): {
  t: TestApp;
  me: SignedInUser;
  someoneElse: SignedInUser;
} {
  const ctx = {} as { t: TestApp; me: SignedInUser; someoneElse: SignedInUser };
  beforeAll(async () => {
    ctx.t = await createTestApp(kind);
    ctx.me = await buildSignedInUser(ctx.t.database.db);
    ctx.someoneElse = await buildSignedInUser(ctx.t.database.db);
  });
  afterAll(async () => ctx.t.close());
  return ctx;
}
