import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { databaseKinds } from '../../test/test-app';
import { authApp, demo, nationalCode, localMobile } from './auth-test-kit';

/** Signing in by national code or mobile, and what a failed sign-in tells. */
describe.each(databaseKinds)('login on %s', (kind) => {
  const ctx = authApp(kind);
  const { login } = ctx;

  it('signs a customer in by national code or by mobile, in any form and digits', async () => {
    const [row] = await ctx.t.database.db
      .select({ nationalCode: users.nationalCode })
      .from(users)
      .where(and(eq(users.tenant, 'sepehran'), eq(users.mobile, demo.sepehranCustomer.mobile)));
    const code = row?.nationalCode ?? '';
    expect(code).toMatch(/^\d{10}$/);
    const persian = (digits: string) =>
      digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'.charAt(Number(d)));
    const usernames = [
      code,
      demo.sepehranCustomer.local,
      demo.sepehranCustomer.mobile,
      persian(demo.sepehranCustomer.local),
      ` ${persian(code)} `,
    ];
    for (const username of usernames) {
      const answer = await login(username);
      expect({ username, status: answer.status, isLogin: answer.body.is_login }).toEqual({
        username,
        status: 200,
        isLogin: true,
      });
      expect(answer.body.token).toMatch(/^[\w-]{43}$/);
      expect(answer.body.data).toMatchObject({
        user: { mobile: demo.sepehranCustomer.mobile, nationalCode: code, role: 'customer' },
      });
    }
  });

  it('answers a wrong password and an unknown account alike, without signing in', async () => {
    const refused = {
      status: 400,
      body: {
        status: 'error',
        errors: { error: 'The username or password is incorrect.', code: 'VALIDATION' },
      },
    };
    expect(await login(demo.sepehranCustomer.mobile, 'Wrong1234')).toEqual(refused);
    expect(await login(localMobile(), 'Wrong1234')).toEqual(refused);
    expect(await login(nationalCode(), 'Wrong1234')).toEqual(refused);
    const empty = await login(demo.sepehranCustomer.mobile, '');
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors?.fields ?? {})).toEqual(['password']);
  });
});
