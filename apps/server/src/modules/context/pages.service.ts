import type { AdminPage } from '@parvaz/domain/contracts/admin-pages';
import type { ContentPage } from '@parvaz/domain/contracts/pages';
import { isPageUrl } from '@parvaz/domain/content/page-urls';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { contentChanged } from '../../platform/content-changes';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { saveAudited } from '../audit/audit.api';
import {
  listPages,
  readPage,
  readPageForUpdate,
  writePage,
  type PageRow,
} from './pages.repository';

/** `context/getPageByUrl`: the brand's page in the caller's language, or NOT_FOUND. */
export async function pageByUrl(
  db: Database,
  tenant: TenantId,
  url: string,
  lang: Language,
): Promise<ContentPage> {
  const found = isPageUrl(url) ? await readPage(db, tenant, url, lang) : null;
  if (!found) throw new AppError('NOT_FOUND', 'pageNotFound');
  const { page, languages } = found;
  return {
    url: page.url,
    title: page.title,
    html: page.html,
    description: page.description,
    updatedAt: page.updatedAt.toISOString(),
    languages: languages.filter(isLanguage),
  };
}

export interface PageInput {
  tenant: TenantId;
  url: string;
  lang: Language;
  title: string;
  description: string;
  /** As the editor wrote it: sanitised here before it is stored. */
  html: string;
  /** The staff member saving it; null for the system (demo data). */
  actorId: number | null;
}

/** What the audit log keeps of a page. */
function audited(row: PageRow) {
  return {
    title: row.title,
    description: row.description,
    html: row.html,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Creates or replaces a page in one language. Its HTML is sanitised before it is stored, and the
 * change is written to the audit log (the page before and after) in the same transaction: both
 * are kept or neither.
 */
export async function savePage(db: Database, input: PageInput, now: Date): Promise<ContentPage> {
  if (!isPageUrl(input.url))
    throw new AppError('VALIDATION', 'invalidValue', { fields: { url: 'invalidValue' } });
  const title = input.title.trim();
  if (title === '') throw new AppError('VALIDATION', 'required', { fields: { title: 'required' } });
  const key = { tenant: input.tenant, url: input.url, lang: input.lang };
  // The input names its actor: its brand and the staff member saving it.
  await saveAudited(db, input, {
    entity: 'page',
    entityKey: `${input.url}/${input.lang}`,
    audited,
    read: (tx) => readPageForUpdate(tx, key),
    write: (tx) =>
      writePage(tx, {
        ...key,
        title,
        description: input.description.trim(),
        html: sanitizeHtml(input.html),
        updatedAt: now,
        updatedBy: input.actorId,
      }),
  });
  contentChanged();
  return pageByUrl(db, input.tenant, input.url, input.lang);
}

/** One language of a page as the console's editor opens it: null when not written in it yet. */
export async function pageForEditing(
  db: Database,
  tenant: TenantId,
  url: string,
  lang: Language,
): Promise<AdminPage> {
  const [found, all] = await Promise.all([readPage(db, tenant, url, lang), listPages(db, tenant)]);
  const languages = all.find((page) => page.url === url)?.languages ?? [];
  if (!found) return { page: null, languages };
  const { page } = found;
  return {
    page: {
      title: page.title,
      description: page.description,
      html: page.html,
      updatedAt: page.updatedAt.toISOString(),
    },
    languages,
  };
}

/** Every page of the brand with its languages and last change (the sitemap lists them). */
export async function brandPages(
  db: Database,
  tenant: TenantId,
): Promise<Array<{ url: string; languages: string[]; updatedAt: string }>> {
  const pages = await listPages(db, tenant);
  return pages.map((page) => ({ ...page, updatedAt: page.updatedAt.toISOString() }));
}
