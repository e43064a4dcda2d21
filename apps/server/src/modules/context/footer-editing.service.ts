import {
  footerBrandKeys,
  footerTextKeys,
  type AdminFooter,
  type SaveFooterRequest,
} from '@parvaz/domain/contracts/admin-footer';
import { languages, type Language } from '@parvaz/domain/languages';
import type { TenantConfig, TenantId } from '@parvaz/domain/tenants/tenants';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { normalizePhone } from '@parvaz/domain/validation/phone-number';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { contentChanged } from '../../platform/content-changes';
import { saveAudited } from '../audit/audit.api';
import { brandSiteContent, writeSiteContent, type SiteContentRow } from './context.repository';

// The operator's changes to the footer: the address, support hours and copyright of one
// language, and the brand's phone and e-mail, which every language shows. Each save is written
// with its audit record in one transaction and shown to visitors at once.

const footerKeys: string[] = [...footerTextKeys, ...footerBrandKeys];
type FooterKey = (typeof footerTextKeys)[number] | (typeof footerBrandKeys)[number];

/** The footer of one language as its rows hold it ('' for a part not written). */
function footerOf(rows: SiteContentRow[], lang: Language): Record<FooterKey, string> {
  const value = (key: FooterKey) =>
    rows.find((row) => row.key === key && row.lang === lang)?.value ?? '';
  return {
    address: value('address'),
    phone: value('phone'),
    email: value('email'),
    supportHours: value('supportHours'),
    copyright: value('copyright'),
  };
}

function lastChange(rows: SiteContentRow[], lang: Language): string | null {
  const times = rows.filter((row) => row.lang === lang).map((row) => row.updatedAt.getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

/** The footer of one language as the console's form opens it. */
export async function footerForEditing(
  db: Database,
  tenant: TenantId,
  lang: Language,
): Promise<AdminFooter> {
  const rows = await brandSiteContent(db, tenant, footerKeys);
  return { ...footerOf(rows, lang), updatedAt: lastChange(rows, lang) };
}

/** Saves the footer of one language (and the brand's phone and e-mail in every language). */
export async function saveFooter(
  db: Database,
  actor: { tenant: TenantConfig; actorId: number },
  input: SaveFooterRequest,
  now: Date,
): Promise<AdminFooter> {
  if (!normalizePhone(input.phone, tenantPhoneRegion[actor.tenant.defaultNationality]))
    throw new AppError('VALIDATION', 'invalidPhone', { fields: { phone: 'invalidPhone' } });
  const tenant = actor.tenant.id;
  const texts = footerTextKeys.map((key) => ({ key, lang: input.lang, value: input[key] }));
  const brandWide = footerBrandKeys.flatMap((key) =>
    languages.map((lang) => ({ key, lang, value: input[key] })),
  );
  const saved = await saveAudited(
    db,
    { tenant, actorId: actor.actorId },
    {
      entity: 'footer',
      entityKey: input.lang,
      // The language's footer; nothing while none of it is written (a saved one has an address).
      audited: (rows: SiteContentRow[]) => {
        const footer = footerOf(rows, input.lang);
        return Object.values(footer).some(Boolean) ? footer : null;
      },
      // The brand's footer rows, locked; none when this language has none yet.
      read: async (tx) => {
        const before = await brandSiteContent(tx, tenant, footerKeys, { forUpdate: true });
        return before.some((row) => row.lang === input.lang) ? before : undefined;
      },
      write: async (tx) => {
        await writeSiteContent(
          tx,
          [...texts, ...brandWide].map((row) => ({ ...row, tenant, updatedAt: now })),
        );
        return brandSiteContent(tx, tenant, footerKeys);
      },
    },
  );
  contentChanged();
  return { ...footerOf(saved, input.lang), updatedAt: lastChange(saved, input.lang) };
}
