import { describe, expect, it } from 'vitest';
import { hashPassword, passwordCost, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt at N=2^17, r=8, p=1 in production, salted, and checks it', async () => {
    expect(passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const stored = await hashPassword('Secret123', passwordCost);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w+/=]{24}\$[\w+/=]{44}$/);
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(await hashPassword('Secret123', passwordCost)).not.toBe(stored);
  });

  it('checks a hash at the cost it names: the tests write theirs cheaply', async () => {
    const stored = await hashPassword('Secret123');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Secret123', stored)).toBe(true);
  });

  it('reads a password as the same text however its letters were composed', async () => {
    const stored = await hashPassword('Caf\u00e9');
    expect(await verifyPassword('Cafe\u0301', stored)).toBe(true);
  });

  it('refuses a stored hash it could not have written (a tampered cost, scheme or shape)', async () => {
    const stored = await hashPassword('Secret123');
    const [, , r, p, salt, hash] = stored.split('$');
    for (const tampered of [
      `scrypt$${2 ** 21}$${r}$${p}$${salt}$${hash}`,
      `scrypt$1024$32$${p}$${salt}$${hash}`,
      `scrypt$1024$${r}$2$${salt}$${hash}`,
      `bcrypt$1024$${r}$${p}$${salt}$${hash}`,
      `${stored}$extra`,
      'not a hash',
    ])
      expect(await verifyPassword('Secret123', tampered)).toBe(false);
  });
});
