import { describe, expect, it } from 'vitest';
import { buildSignedInUser, iranianNationalCode } from '../../test/factories';
import { appWithTwoUsers } from '../../test/signed-in-pair';
import { databaseKinds } from '../../test/test-app';

type Json = {
  status: string;
  data?: unknown;
  errors?: { error: string; code: string; fields?: Record<string, string> };
};

const adult = {
  type: 'ADT',
  firstName: 'maryam',
  lastName: 'karimi',
  gender: 'F',
  birth_date: '1988-06-14',
  nationality: 'IRN',
  national_id: iranianNationalCode('049937089'),
};

describe.each(databaseKinds)('saved passengers (%s)', (kind) => {
  const ctx = appWithTwoUsers(kind);

  const call = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await ctx.t.post(path, body, { lang: 'en', ...headers });
    return { status: response.status, json: response.json as Json };
  };

  it('starts empty, then saves, lists, changes and deletes a passenger', async () => {
    expect((await call('user/getMyPassengers', {}, ctx.me.headers)).json.data).toEqual([]);
    const saved = await call('user/insertMyPassengers', adult, ctx.me.headers);
    expect(saved.status).toBe(200);
    const id = (saved.json.data as { id: number }).id;
    const list = await call('user/getMyPassengers', {}, ctx.me.headers);
    expect(list.json.data).toEqual([
      expect.objectContaining({
        id,
        firstName: 'MARYAM',
        lastName: 'KARIMI',
        national_id: adult.national_id,
      }),
    ]);
    const changed = await call(
      'user/updateMyPassengers',
      { ...adult, id, firstName: 'Mina' },
      ctx.me.headers,
    );
    expect(changed.status).toBe(200);
    const after = (await call('user/getMyPassengers', {}, ctx.me.headers)).json.data as Array<{
      firstName: string;
    }>;
    expect(after[0]?.firstName).toBe('MINA');
    expect((await call('user/deleteMyPassengers', { id }, ctx.me.headers)).status).toBe(200);
    expect((await call('user/getMyPassengers', {}, ctx.me.headers)).json.data).toEqual([]);
  });

  it("keeps the spec's country and the profile form's fields: birth and passport countries, certificate number, e-mail, phone", async () => {
    const extras = {
      country: 'irn',
      birth_country: 'TUR',
      passport_country: 'IRN',
      certificate_number: '۱۲۳۴۵',
      email: 'Maryam.Karimi@Example.com',
      phone: '+98 912 345 6789',
    };
    const saved = await call(
      'user/insertMyPassengers',
      { ...adult, national_id: iranianNationalCode('555666777'), ...extras },
      ctx.me.headers,
    );
    expect(saved.status).toBe(200);
    const id = (saved.json.data as { id: number }).id;
    const stored = { ...extras, country: 'IRN', certificate_number: '12345' };
    const read = async () =>
      (
        (await call('user/getMyPassengers', {}, ctx.me.headers)).json.data as Array<{ id: number }>
      ).find((p) => p.id === id);
    expect(await read()).toMatchObject({
      ...stored,
      email: 'maryam.karimi@example.com',
      phone: '+989123456789',
    });
    const changed = await call(
      'user/updateMyPassengers',
      {
        ...adult,
        national_id: iranianNationalCode('555666777'),
        id,
        ...extras,
        birth_country: 'OMN',
        email: '',
        phone: '',
      },
      ctx.me.headers,
    );
    expect(changed.status).toBe(200);
    expect(await read()).toMatchObject({ birth_country: 'OMN', email: '', phone: '' });
    // A passenger saved without them reads them as empty.
    const plain = await call(
      'user/insertMyPassengers',
      { ...adult, national_id: iranianNationalCode('555666778') },
      ctx.me.headers,
    );
    const all = (await call('user/getMyPassengers', {}, ctx.me.headers)).json.data as Array<{
      id: number;
    }>;
    expect(all.find((p) => p.id === (plain.json.data as { id: number }).id)).toMatchObject({
      country: '',
      birth_country: '',
      passport_country: '',
      certificate_number: '',
      email: '',
      phone: '',
    });
  });

  it('refuses a wrong country, certificate number, e-mail or phone with clear messages (400)', async () => {
    const wrong = await call(
      'user/insertMyPassengers',
      {
        ...adult,
        national_id: iranianNationalCode('555666779'),
        country: 'IR1',
        birth_country: 'Iran',
        passport_country: '12',
        certificate_number: '12a45',
        email: 'maryam@',
        phone: '12',
      },
      ctx.me.headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors?.fields).toEqual({
      country: 'The value entered is not valid.',
      birth_country: 'The value entered is not valid.',
      passport_country: 'The value entered is not valid.',
      certificate_number: 'Invalid identity certificate number: up to 10 digits.',
      email: 'Invalid email type.',
      phone: 'Incorrect phone number.',
    });
  });

  it('takes only real countries, and stores a local phone in full by where the passenger lives', async () => {
    const unknown = await call(
      'user/insertMyPassengers',
      { ...adult, national_id: iranianNationalCode('555666780'), country: 'XYZ', phone: '1234' },
      ctx.me.headers,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors?.fields).toEqual({
      country: 'The value entered is not valid.',
      phone: 'Incorrect phone number.',
    });
    const local = await call(
      'user/insertMyPassengers',
      {
        ...adult,
        national_id: iranianNationalCode('555666781'),
        country: 'TUR',
        phone: '0532 123 45 67',
      },
      ctx.me.headers,
    );
    expect(local.status).toBe(200);
    const id = (local.json.data as { id: number }).id;
    const all = (await call('user/getMyPassengers', {}, ctx.me.headers)).json.data as Array<{
      id: number;
    }>;
    expect(all.find((p) => p.id === id)).toMatchObject({ country: 'TUR', phone: '+905321234567' });
  });

  it('calls a birth date that does not exist wrong (400), not a fault', async () => {
    const wrong = await call(
      'user/insertMyPassengers',
      { ...adult, birth_date: '1990-02-30' },
      ctx.me.headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ errors: { fields: { birth_date: expect.any(String) } } });
  });

  it("applies the booking form's rules with the product's messages, in English and Persian", async () => {
    const wrong = await call(
      'user/insertMyPassengers',
      { ...adult, firstName: 'مریم', national_id: '0499370898', birth_date: '2020-01-01' },
      ctx.me.headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors?.fields).toEqual({
      firstName: 'Latin letters only, as written in the passport.',
      national_id: 'Invalid national id.',
      birth_date: 'Date of birth is invalid.',
    });
    const inPersian = await call(
      'user/insertMyPassengers',
      { ...adult, national_id: '' },
      {
        ...ctx.me.headers,
        lang: 'fa',
      },
    );
    expect(inPersian.json.errors?.fields?.national_id).toBe(
      'لطفاً کد ملی یا شماره گذرنامه را وارد کنید.',
    );
  });

  it('refuses the same national ID twice', async () => {
    const first = await call(
      'user/insertMyPassengers',
      { ...adult, national_id: iranianNationalCode('123456789') },
      ctx.me.headers,
    );
    expect(first.status).toBe(200);
    const again = await call(
      'user/insertMyPassengers',
      { ...adult, national_id: iranianNationalCode('123456789') },
      ctx.me.headers,
    );
    expect(again.status).toBe(400);
    expect(again.json.errors?.fields?.national_id).toBe('The national id is duplicate.');
  });

  it("never shows or changes another customer's passengers (404)", async () => {
    const mine = await call(
      'user/insertMyPassengers',
      { ...adult, national_id: iranianNationalCode('222333444') },
      ctx.me.headers,
    );
    const id = (mine.json.data as { id: number }).id;
    expect((await call('user/getMyPassengers', {}, ctx.someoneElse.headers)).json.data).toEqual([]);
    const change = await call(
      'user/updateMyPassengers',
      { ...adult, id, firstName: 'EVE' },
      ctx.someoneElse.headers,
    );
    expect(change.status).toBe(404);
    expect((await call('user/deleteMyPassengers', { id }, ctx.someoneElse.headers)).status).toBe(
      404,
    );
    const stillMine = (await call('user/getMyPassengers', {}, ctx.me.headers)).json.data as Array<{
      id: number;
    }>;
    expect(stillMine.map((p) => p.id)).toContain(id);
  });

  it('asks a guest to sign in and refuses staff', async () => {
    const guest = await call('user/getMyPassengers', {}, { 'x-tenant': 'sepehran' });
    expect(guest.status).toBe(401);
    expect(guest.json).toMatchObject({ is_login: false });
    const agent = await buildSignedInUser(ctx.t.database.db, { role: 'agency' });
    expect((await call('user/getMyPassengers', {}, agent.headers)).status).toBe(403);
  });
});
