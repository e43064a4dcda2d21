import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { messageRef, readMessageRef } from './message-ref';
import { zodFormResolver } from './zod-resolver';

const schema = z.object({
  code: z.string().min(1, { error: 'required' }).max(4, { error: 'tooLong' }),
  token: z.string().min(1, { error: 'required' }),
});

const resolve = async (
  resolver: ReturnType<typeof zodFormResolver<{ code: string }, typeof schema>>,
  values: { code: string },
) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('zodFormResolver', () => {
  it('answers the values when the schema accepts them', async () => {
    const resolver = zodFormResolver<{ code: string }, typeof schema>(schema, {
      toInput: (v) => ({ ...v, token: 't' }),
    });
    expect(await resolve(resolver, { code: 'AB' })).toEqual({ values: { code: 'AB' }, errors: {} });
  });

  it('puts message keys on the form’s fields and drops what it does not show', async () => {
    const resolver = zodFormResolver<{ code: string }, typeof schema>(schema, {
      fieldOf: (path) => (path === 'code' ? path : null),
    });
    const result = await resolve(resolver, { code: '' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ code: { type: 'rule', message: 'required' } });
  });
});

describe('message references', () => {
  it('carry the parameters of a message', () => {
    const ref = messageRef({ key: 'tooLong', params: { max: 20 } });
    expect(ref).toBe('tooLong?max=20');
    expect(readMessageRef(ref)).toEqual({ key: 'tooLong', params: { max: '20' } });
    expect(readMessageRef('required')).toEqual({ key: 'required', params: {} });
  });
});
