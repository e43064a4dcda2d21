import type { CaseKind } from '@parvaz/domain/cases/case-rules';
import type { Language } from '@parvaz/domain/languages';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportRequests } from '../../db/schema/support';

/** A visitor's case as the form sent it: no account, a reference and the sender's contact. */
export interface NewCase {
  tenant: string;
  kind: CaseKind;
  reference: string;
  fullName: string;
  /** E.164. */
  mobile: string;
  email: string | null;
  confidential: boolean;
  details: Record<string, string>;
  title: string;
  lang: Language;
  now: Date;
}

/** Inserts the case; null when its reference is taken already (the caller draws another). */
export async function insertCase(tx: Database, values: NewCase): Promise<number | null> {
  const [row] = await tx
    .insert(supportRequests)
    .values({
      tenant: values.tenant,
      userId: null,
      kind: values.kind,
      reference: values.reference,
      fullName: values.fullName,
      mobile: values.mobile,
      email: values.email,
      confidential: values.confidential,
      details: values.details,
      title: values.title,
      lang: values.lang,
      status: 'Open',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: supportRequests.reference })
    .returning({ id: supportRequests.id });
  return row?.id ?? null;
}

export interface CaseRow {
  id: number;
  kind: CaseKind;
  reference: string;
  title: string;
  status: 'Open' | 'Progress' | 'Close';
  confidential: boolean;
  mobile: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A visitor's case of the brand by its reference (never a customer's support request). */
export async function caseByReference(
  db: Database,
  tenant: string,
  reference: string,
): Promise<CaseRow | null> {
  const [row] = await db
    .select({
      id: supportRequests.id,
      kind: supportRequests.kind,
      reference: supportRequests.reference,
      title: supportRequests.title,
      status: supportRequests.status,
      confidential: supportRequests.confidential,
      mobile: supportRequests.mobile,
      createdAt: supportRequests.createdAt,
      updatedAt: supportRequests.updatedAt,
    })
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.tenant, tenant),
        eq(supportRequests.reference, reference),
        ne(supportRequests.kind, 'support'),
      ),
    )
    .limit(1);
  if (!row || row.kind === 'support' || !row.reference || !row.mobile) return null;
  return { ...row, kind: row.kind, reference: row.reference, mobile: row.mobile };
}
