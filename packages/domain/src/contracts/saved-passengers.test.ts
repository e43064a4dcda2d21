import { describe, expect, it } from 'vitest';
import { insertSavedPassengerSchema, updateSavedPassengerSchema } from './saved-passengers';

describe('a saved passenger as sent', () => {
  // Found by the fuzz harness: the phone's rule ran on a body that was no passenger and threw.
  it.each([['text'], [42], [null], [[]], [{ phone: 42, gender: ['x'] }], [{ lastName: 'A' }]])(
    'refuses %j with field messages, never a throw',
    (body) => {
      for (const schema of [insertSavedPassengerSchema, updateSavedPassengerSchema]) {
        const parsed = schema.safeParse(body);
        expect(parsed.success).toBe(false);
      }
    },
  );

  it('still judges the phone beside another field refused', () => {
    const parsed = insertSavedPassengerSchema.safeParse({
      phone: '12',
      country: 'IRN',
      nationality: 'IRN',
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('phone');
  });
});
