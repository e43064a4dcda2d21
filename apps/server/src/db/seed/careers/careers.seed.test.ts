import { describe, expect, it } from 'vitest';
import { languages } from '@parvaz/domain/languages';
import { tenantIds } from '@parvaz/domain/tenants/tenants';
import { demoPositionRows } from './careers.seed';

describe('the demo positions', () => {
  it('give every brand four to six positions in every language, each with its city', () => {
    const rows = demoPositionRows(new Date());
    for (const tenant of tenantIds)
      for (const lang of languages) {
        const own = rows.filter((row) => row.tenant === tenant && row.lang === lang);
        expect(own.length, `${tenant} ${lang}`).toBeGreaterThanOrEqual(4);
        expect(own.length).toBeLessThanOrEqual(6);
        for (const row of own) {
          expect(row.location.length).toBeGreaterThan(1);
          expect(row.description).toContain('<ul>');
        }
        expect(new Set(own.map((row) => row.employment)).size).toBeGreaterThan(1);
      }
  });
});
