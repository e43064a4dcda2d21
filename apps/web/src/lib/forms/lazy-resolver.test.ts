import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('loads its rules with the first check only, and gives them the form’s context', async () => {
    const rules = vi.fn<Resolver<{ code: string }, { strict: boolean }>>((values, context) => ({
      values: context?.strict ? {} : values,
      errors: {},
    }));
    const load = vi.fn(() => Promise.resolve(rules));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ code: 'A' }, { strict: false }, options);
    expect(await resolver({ code: 'B' }, { strict: true }, options)).toEqual({
      values: {},
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(rules).toHaveBeenLastCalledWith({ code: 'B' }, { strict: true }, options);
  });

  it('tries the load again after one failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<{ code: string }>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce((values) => ({ values, errors: {} }));
    const resolver = lazyResolver(load);
    await expect(resolver({ code: 'A' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ code: 'A' }, undefined, options)).toEqual({
      values: { code: 'A' },
      errors: {},
    });
  });
});
