import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('profile info (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('changes names and e-mail, in any script, and answers the new info', async () => {
    const me = await buildSignedInUser(t.database.db);
    const answer = await t.post(
      'user/updateProfile',
      { firstName: 'سارا', lastName: "O'Neil-Karimi", email: 'Sara@Example.com' },
      { ...me.headers, lang: 'en' },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      data: { firstName: 'سارا', lastName: "O'Neil-Karimi", email: 'sara@example.com' },
    });
  });

  it('refuses a wrong e-mail and digits in a name with their messages', async () => {
    const me = await buildSignedInUser(t.database.db);
    const answer = await t.post(
      'user/updateProfile',
      { firstName: 'Sara2', lastName: 'K', email: 'not-an-email' },
      { ...me.headers, lang: 'en' },
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      errors: { fields: { firstName: expect.any(String), email: 'Invalid email type.' } },
    });
  });

  it('asks a guest to sign in', async () => {
    const answer = await t.post(
      'user/updateProfile',
      { firstName: 'A' },
      { 'x-tenant': 'sepehran' },
    );
    expect(answer.status).toBe(401);
  });
});
