import { describe, expect, it } from 'vitest';
import type { SignRequestDetail, SignRequestList } from '@parvaz/domain/contracts/sign-requests';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { reviewSuite } from './sign-request-review-test-kit';
import { documents, iranianMobile, type Json } from './sign-requests-test-kit';

describe.each(databaseKinds)('reviewing sign requests (%s)', (kind) => {
  const review = reviewSuite(kind);
  const { apply, asOperator, laterByMinutes, messagesTo } = review;

  it('declines with a reason; a declined request cannot be sent again', async () => {
    const { sepehran } = review;
    const request = await apply();
    const declined = await asOperator('admin/reviewSignRequest', {
      id: request.id,
      decision: 'decline',
      note: 'We already work with enough agencies in this city.',
    });
    expect(declined.status).toBe(200);
    expect(declined.json.data).toMatchObject({ status: 'Declined', created: null });
    const told = await messagesTo(request.mobile);
    expect(told.some((m) => m.text.includes('enough agencies'))).toBe(true);

    laterByMinutes(2);
    await sepehran.call('request/getAgentFormCode', { mobile: request.fields.contactPhone });
    const resent = await sepehran.send(
      {
        ...request.fields,
        reference: request.reference,
        code: await sepehran.lastCode(request.mobile),
      },
      documents(),
    );
    expect(resent.status).toBe(409);
    expect(resent.json.errors?.error).toBe(
      'This request is being reviewed or has been decided, so it can no longer be changed.',
    );
    // Nor can another mobile take its reference.
    const other = iranianMobile();
    await sepehran.call('request/getAgentFormCode', { mobile: other.local });
    const borrowed = await sepehran.send(
      {
        ...request.fields,
        contactPhone: other.local,
        reference: request.reference,
        code: await sepehran.lastCode(other.e164),
      },
      documents(),
    );
    expect(borrowed.status).toBe(404);
  });

  it('is the operator’s alone: others are refused, another brand sees nothing', async () => {
    const { t, sepehran, operator } = review;
    const request = await apply();
    const detail = (await asOperator('admin/getSignRequest', { id: request.id })).json
      .data as SignRequestDetail;
    const url = detail.documents[0]?.url ?? '';
    const foreignOperator = await buildSignedInUser(t.database.db, {
      tenant: 'turk',
      role: 'operator',
    });
    for (const role of ['customer', 'agency', 'supporter'] as const) {
      const user = await buildSignedInUser(t.database.db, { tenant: 'sepehran', role });
      for (const [path, body] of [
        ['admin/getSignRequests', {}],
        ['admin/getSignRequest', { id: request.id }],
        ['admin/reviewSignRequest', { id: request.id, decision: 'approve', note: '' }],
      ] as const)
        expect((await asOperator(path, body, user)).status).toBe(403);
      const file = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(file.statusCode).toBe(403);
    }
    const guest = await t.app.inject({ method: 'GET', url, headers: { 'x-tenant': 'sepehran' } });
    expect(guest.statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'GET', url, headers: foreignOperator.headers });
    expect(foreign.statusCode).toBe(404);
    const foreignDetail = await sepehran.call(
      'admin/getSignRequest',
      { id: request.id },
      foreignOperator.headers,
    );
    expect(foreignDetail.status).toBe(404);
    const foreignList = (await sepehran.call('admin/getSignRequests', {}, foreignOperator.headers))
      .json as Json;
    expect(
      (foreignList.data as SignRequestList).items.some((i) => i.reference === request.reference),
    ).toBe(false);
    // The uploads' own route does not serve a request's documents, to anyone.
    const viaFiles = await t.app.inject({
      method: 'GET',
      url: `/api/files/${detail.documents[0]?.id ?? ''}`,
      headers: operator.headers,
    });
    expect(viaFiles.statusCode).toBe(404);
  });
});
