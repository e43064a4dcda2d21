import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts.seed';
import { databaseKinds } from '../../test/test-app';
import { authApp, demo } from './auth-test-kit';

/** The tenant switches: no sign-up on turk and oman, customer login only where allowed, tokens per tenant. */
describe.each(databaseKinds)('the tenant switches on %s', (kind) => {
  const { call, login } = authApp(kind);

  it('keeps sign-up and customer login closed on turk and oman, but lets staff in', async () => {
    for (const tenant of ['turk', 'oman']) {
      const closed = await call(
        'auth/register',
        { mobile: '05321234567', nationalCode: '10000000146', password: 'Secret123' },
        { tenant },
      );
      expect(closed.status).toBe(403);
      expect(closed.body.errors?.error).toBe('Sign-up is not available on this site.');
    }
    const customer = await login(demo.turkCustomer.mobile, demoPassword, { tenant: 'turk' });
    expect(customer.status).toBe(403);
    expect(customer.body.errors?.error).toBe('Customer login is not available on this site.');
    const agency = await login('05324567811', demoPassword, { tenant: 'turk' });
    expect(agency.status).toBe(200);
    const token = agency.body.token ?? '';
    const info = await call('user/getInfo', {}, { token, tenant: 'turk' });
    expect(info.body.data).toMatchObject({
      role: 'agency',
      mobile: demo.turkAgency.mobile,
      credit: { amount: 0, currency: 'USD' },
    });
    // A sepehran account does not exist on turk.
    expect(
      (await login(demo.sepehranCustomer.mobile, demoPassword, { tenant: 'turk' })).status,
    ).toBe(400);
  });

  it("does not take one tenant's token on another", async () => {
    const signedIn = await login(demo.sepehranCustomer.mobile);
    const token = signedIn.body.token ?? '';
    const menu = await call('context/getMenuPage', {}, { token, tenant: 'turk' });
    expect(menu.status).toBe(200);
    expect(menu.body.is_login).toBe(false);
    expect((menu.body.data as { role: string }).role).toBe('guest');
    const info = await call('user/getInfo', {}, { token, tenant: 'turk' });
    expect(info.status).toBe(401);
    expect(info.body.is_login).toBe(false);
    expect((await call('user/getInfo', {}, { token })).status).toBe(200);
  });

  it('sends and takes no sign-up codes on turk and oman, and signs in Oman’s staff only', async () => {
    for (const tenant of ['turk', 'oman']) {
      const resend = await call(
        'auth/resendCode',
        { mobile: '05321234567', purpose: 'register' },
        { tenant },
      );
      expect(resend.status).toBe(403);
      expect(resend.body.errors?.error).toBe('Sign-up is not available on this site.');
      const verify = await call(
        'auth/verify',
        { mobile: '05321234567', code: '123456' },
        { tenant },
      );
      expect(verify.status).toBe(403);
      expect(verify.body.errors?.error).toBe('Sign-up is not available on this site.');
    }
    const customer = await login(demo.omanCustomer.mobile, demoPassword, { tenant: 'oman' });
    expect(customer.status).toBe(403);
    expect(customer.body.errors?.error).toBe('Customer login is not available on this site.');
    const agency = await login(demo.omanAgency.mobile, demoPassword, { tenant: 'oman' });
    expect(agency.status).toBe(200);
    expect(agency.body.data).toMatchObject({ user: { role: 'agency' } });
  });
});
