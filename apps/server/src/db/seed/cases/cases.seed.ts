import { caseTitle } from '@parvaz/domain/cases/case-rules';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../client';
import { supportMessages, supportRequests } from '../../schema/support';
import { staffPermissions, users } from '../../schema/users';
import { demoCases, type DemoCase } from './demo-cases';

const hourMs = 3_600_000;

/** Who answers a brand's demo cases: its supporter, and its safety officer the confidential ones. */
async function answerersOf(tx: Database, tenant: TenantId) {
  const staff = await tx
    .select({ id: users.id, named: staffPermissions.permission })
    .from(users)
    .leftJoin(staffPermissions, eq(staffPermissions.userId, users.id))
    .where(and(eq(users.tenant, tenant), eq(users.role, 'supporter')))
    .orderBy(asc(users.id));
  const supporter = staff.find((s) => s.named === null)?.id;
  const officer = staff.find((s) => s.named === 'safetyReports')?.id;
  if (supporter === undefined || officer === undefined)
    throw new Error(`the demo accounts of ${tenant} come before its cases`);
  return { supporter, officer };
}

async function seedCase(
  tx: Database,
  tenant: TenantId,
  answerers: { supporter: number; officer: number },
  demo: DemoCase,
  now: Date,
): Promise<void> {
  const sentAt = new Date(now.getTime() - demo.daysAgo * 24 * hourMs);
  const at = (hours: number) => new Date(sentAt.getTime() + hours * hourMs);
  const last = demo.messages.at(-1)?.hoursLater ?? 0;
  const [row] = await tx
    .insert(supportRequests)
    .values({
      tenant,
      kind: demo.kind,
      reference: demo.reference,
      fullName: demo.fullName,
      mobile: demo.mobile,
      email: demo.email ?? null,
      confidential: demo.confidential ?? false,
      details: { ...(demo.subject ? { subject: demo.subject } : {}), ...demo.details },
      title: caseTitle(demo.subject ?? '', demo.messages[0]?.text ?? ''),
      lang: demo.lang,
      status: demo.status,
      createdAt: sentAt,
      updatedAt: at(last),
    })
    .returning({ id: supportRequests.id });
  if (!row) throw new Error(`demo case ${demo.reference} not inserted`);
  const answerer = demo.confidential ? answerers.officer : answerers.supporter;
  await tx.insert(supportMessages).values(
    demo.messages.map((message) => ({
      requestId: row.id,
      authorId: message.from === 'desk' ? answerer : null,
      authorType: message.from === 'desk' ? ('Supporter' as const) : ('Customer' as const),
      text: message.text,
      createdAt: at(message.hoursLater),
    })),
  );
}

/** Each brand's demo cases, after its accounts (the desk's answers are its supporters'). */
export async function seedCases(tx: Database, now: Date): Promise<void> {
  for (const tenant of Object.keys(demoCases) as TenantId[]) {
    const answerers = await answerersOf(tx, tenant);
    for (const demo of demoCases[tenant]) await seedCase(tx, tenant, answerers, demo, now);
  }
}
