import { beforeAll } from 'vitest';
import { buildSignedInUser } from './factories';
import { suiteApp } from './suite-app';
import type { DatabaseKind, TestApp } from './test-app';

export type SignedInUser = Awaited<ReturnType<typeof buildSignedInUser>>;

/**
 * A suite's test app (suiteApp's) with two signed-in users, `me` and `someoneElse` (to check that
 * one cannot reach the other's data). Read the fields inside the tests, once the suite has started.
 */
export function appWithTwoUsers(kind: DatabaseKind): {
  t: TestApp;
  me: SignedInUser;
  someoneElse: SignedInUser;
} {
  const suite = suiteApp(kind);
  const ctx = {} as { t: TestApp; me: SignedInUser; someoneElse: SignedInUser };
  // Runs after suiteApp's own, which opens the app.
  beforeAll(async () => {
    ctx.t = suite.t;
    ctx.me = await buildSignedInUser(ctx.t.database.db);
    ctx.someoneElse = await buildSignedInUser(ctx.t.database.db);
  });
  return ctx;
}
