import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { EmploymentType } from '@parvaz/domain/careers/career-rules';
import { languages, type Language } from '@parvaz/domain/languages';
import { tenantIds, tenants, type TenantId } from '@parvaz/domain/tenants/tenants';
import { sanitizeHtml } from '../../../platform/sanitize-html';
import type { Database } from '../../client';
import { jobApplications, jobPositions } from '../../schema/careers';
import { uploadedFiles } from '../../schema/platform';
import { demoApplicants } from './demo-applicants';
import { writtenPositions, type Position } from './demo-positions';
import { morePositions } from './more-positions';
import { samplePdf } from './sample-documents';

// Any fixed number of its own: processes starting together on one database seed careers once.
const careersSeedLockId = 727_274_023;

const needsWord: Record<Language, string> = {
  fa: 'آنچه لازم است',
  en: 'What you need',
  ar: 'المتطلبات',
  tr: 'Aradıklarımız',
};

const partTime = /part time|پاره‌وقت|دوام جزئي|yarı zamanlı/i;

function descriptionOf(p: Position, lang: Language): string {
  const needs = p.needs.map((need) => `<li>${need}</li>`).join('');
  return `<p><strong>${p.terms}</strong></p>\n<p>${p.summary}</p>\n<p>${needsWord[lang]}:</p>\n<ul>${needs}</ul>`;
}

/** A brand's positions in a language: its own three, then the analyst and the intern. */
function positionsOf(tenant: TenantId, lang: Language) {
  const written = writtenPositions[tenant][lang].map((p) => ({
    ...p,
    employment: (partTime.test(p.terms) ? 'partTime' : 'fullTime') as EmploymentType,
  }));
  return [...written, ...morePositions(tenant, lang)].map((p, position) => ({
    tenant,
    lang,
    title: p.title,
    location: p.terms.split(/[،,]/)[0]?.trim() ?? p.terms,
    employment: p.employment,
    description: sanitizeHtml(descriptionOf(p, lang)),
    open: true,
    position,
  }));
}

/** Every brand's demo positions in every language. */
export function demoPositionRows(now: Date): Array<typeof jobPositions.$inferInsert> {
  return tenantIds.flatMap((tenant) =>
    languages.flatMap((lang) =>
      positionsOf(tenant, lang).map((row) => ({ ...row, updatedAt: now })),
    ),
  );
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo positions, and a few applications with small PDF CVs for the brand's own language,
 * at every start into a database that has no positions yet; the CVs go to the uploads folder.
 */
export async function seedCareers(db: Database, uploadsDir: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${careersSeedLockId})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(jobPositions);
    if ((existing?.n ?? 0) > 0) return;
    const rows = await tx
      .insert(jobPositions)
      .values(demoPositionRows(now))
      .returning({ id: jobPositions.id, tenant: jobPositions.tenant, lang: jobPositions.lang });
    for (const tenant of tenantIds) {
      const lang = tenants[tenant].locale;
      const ids = rows.filter((r) => r.tenant === tenant && r.lang === lang).map((r) => r.id);
      for (const [i, applicant] of demoApplicants[tenant].entries()) {
        const positionId = ids[applicant.position];
        if (positionId === undefined) continue;
        const cv = samplePdf(applicant.latinName, applicant.cvLines);
        const fileId = randomBytes(16).toString('hex');
        await writeFile(join(uploadsDir, fileId), cv, { flag: 'wx', mode: 0o600 });
        const createdAt = new Date(now.getTime() - (i + 1) * 2 * dayMs);
        await tx.insert(uploadedFiles).values({
          id: fileId,
          userId: null,
          purpose: 'cv',
          name: applicant.fileName,
          mediaType: 'application/pdf',
          size: cv.length,
          createdAt,
        });
        await tx.insert(jobApplications).values({
          tenant,
          reference: applicant.reference,
          positionId,
          fullName: applicant.fullName,
          mobile: applicant.mobile,
          email: applicant.email,
          coverLetter: applicant.coverLetter,
          cvFileId: fileId,
          status: applicant.status,
          createdAt,
        });
      }
    }
  });
}
