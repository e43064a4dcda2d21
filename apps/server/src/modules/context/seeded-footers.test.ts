import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFooter } from '@parvaz/domain/contracts/admin-footer';
import { languages } from '@parvaz/domain/languages';
import { tenantIds } from '@parvaz/domain/tenants/tenants';
import { brandSiteContent } from '../../db/seed/site-content.seed';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Answer<T> = { data?: T; errors?: { fields?: Record<string, string> } };

/** The footer's parts as the form sends them back (its time of change is not one). */
const withoutTime = (footer: AdminFooter | undefined) =>
  Object.fromEntries(parts.map((part) => [part, footer?.[part]]));

const parts = ['address', 'phone', 'email', 'supportHours', 'copyright'] as const;

describe("every brand's demo footer", () => {
  it('has an address, a phone with its country code, an e-mail, support hours and a copyright in every language', () => {
    for (const tenant of tenantIds) {
      const content = brandSiteContent[tenant];
      expect(content.phone, tenant).toMatch(/^\+\d{2,3} [\d ]{7,}$/);
      expect(content.email, tenant).toMatch(/^[\w.-]+@[\w.-]+\.[a-z]+$/);
      for (const lang of languages)
        for (const part of ['address', 'supportHours', 'copyright'] as const)
          expect(content[part][lang].trim(), `${tenant} ${lang} ${part}`).not.toBe('');
    }
  });

  describe('in the console', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite');
    });
    afterAll(() => t.close());

    it.each(tenantIds)(
      '%s: opens complete in every language and saves back unchanged, exactly as it was',
      async (tenant) => {
        const operator = (await buildSignedInUser(t.database.db, { tenant, role: 'operator' }))
          .headers;
        const call = async <T>(path: string, body: unknown) => {
          const answer = await t.post(path, body, operator);
          return { ...(answer.json as Answer<T>), status: answer.status };
        };
        for (const lang of languages) {
          const opened = (await call<AdminFooter>('admin/getFooter', { lang })).data;
          for (const part of parts)
            expect(opened?.[part]?.trim(), `${tenant} ${lang} ${part}`).not.toBe('');
          const footer = withoutTime(opened);
          const saved = await call<AdminFooter>('admin/saveFooter', { lang, ...footer });
          expect(saved.errors, `${tenant} ${lang}`).toBeUndefined();
          expect(saved.status).toBe(200);
          const reopened = (await call<AdminFooter>('admin/getFooter', { lang })).data;
          expect(withoutTime(reopened), `${tenant} ${lang}`).toEqual(footer);
        }
      },
    );
  });
});
