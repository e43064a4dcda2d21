import { sql } from 'drizzle-orm';
import { faqTopics } from '@parvaz/domain/content/faq-topics';
import { languages } from '@parvaz/domain/languages';
import { tenantIds } from '@parvaz/domain/tenants/tenants';
import { sanitizeHtml } from '../../../platform/sanitize-html';
import type { Database } from '../../client';
import { contentPages, faqItems } from '../../schema/context';
import { brandFacts, withFacts, type BrandFacts } from './brand-facts';
import { faqByLanguage } from './faq/faq-seed';
import { seedHomeContent } from './home/home.seed';
import { aboutPages } from './pages/about';
import { contactPage } from './pages/contact';
import { privacyPage } from './pages/privacy';
import { recruitmentPage } from './pages/recruitment';
import { rulesPage } from './pages/rules';
import type { SeedPage } from './pages/seed-page';

// Any fixed number of its own: processes starting together on one database seed content once.
const contentSeedLockId = 727_274_019;

/** The standard pages of a brand in one language, as an editor would have written them. */
function pagesOf(facts: BrandFacts): Array<[string, SeedPage]> {
  const { tenant, lang } = facts;
  return [
    ['aboutUs', aboutPages[tenant][lang]],
    ['contactUs', contactPage[lang](facts)],
    ['rules', rulesPage[lang](facts)],
    ['recruitment', recruitmentPage(facts)],
    ['privacy', privacyPage[lang](facts)],
  ];
}

/** Every brand's pages in every language, their HTML sanitised as a save would. */
export function demoPageRows(now: Date): Array<typeof contentPages.$inferInsert> {
  return tenantIds.flatMap((tenant) =>
    languages.flatMap((lang) =>
      pagesOf(brandFacts(tenant, lang)).map(([url, page]) => ({
        tenant,
        url,
        lang,
        title: page.title,
        description: page.description,
        html: sanitizeHtml(page.html),
        updatedAt: now,
      })),
    ),
  );
}

/** Every brand's questions in every language, by topic, answers sanitised. */
export function demoFaqRows(now: Date): Array<typeof faqItems.$inferInsert> {
  return tenantIds.flatMap((tenant) =>
    languages.flatMap((lang) => {
      const facts = brandFacts(tenant, lang);
      return faqTopics.flatMap((topic) =>
        faqByLanguage[lang][topic].map((item, position) => ({
          tenant,
          lang,
          topic,
          position,
          question: withFacts(item.q, facts),
          answer: sanitizeHtml(withFacts(item.a, facts)),
          updatedAt: now,
        })),
      );
    }),
  );
}

/**
 * The demo pages, FAQ and home blocks, at every start into a database that has none of them (an older
 * database gets them too); content an operator has written is never touched.
 */
export async function seedContent(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${contentSeedLockId})`);
    const [pages] = await tx.select({ n: sql<number>`count(*)::int` }).from(contentPages);
    if ((pages?.n ?? 0) === 0) await tx.insert(contentPages).values(demoPageRows(now));
    const [faqs] = await tx.select({ n: sql<number>`count(*)::int` }).from(faqItems);
    if ((faqs?.n ?? 0) === 0) await tx.insert(faqItems).values(demoFaqRows(now));
    await seedHomeContent(tx, now);
  });
}
