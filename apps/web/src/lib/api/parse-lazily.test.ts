import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseLazily } from './parse-lazily';

describe('parseLazily', () => {
  const schema = z.object({ amount: z.int() });

  it('loads the schema only when an answer arrives, then parses with it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const parse = parseLazily(load);
    expect(load).not.toHaveBeenCalled();
    await expect(parse({ amount: 12 })).resolves.toEqual({ amount: 12 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer the schema refuses', async () => {
    const parse = parseLazily(() => Promise.resolve(schema));
    await expect(parse({ amount: 'twelve' })).rejects.toThrow();
  });
});
