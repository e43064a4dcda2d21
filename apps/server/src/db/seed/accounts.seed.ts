import { roles } from '@parvaz/domain/roles';
import { asc } from 'drizzle-orm';
import { iranianCheckDigit, tcKimlikCheckDigits } from '@parvaz/domain/passengers/identity';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../client';
import { agencies, users, walletEntries } from '../schema/index';

/** The one password of every demo account (README). */
export const demoPassword = 'Parvaz1234';

type StaffOrCustomer = (typeof users.$inferInsert)['role'];

/** Every role that signs in, in the order of the spec's role list. */
const roleOrder = roles.filter((role): role is StaffOrCustomer => role !== 'guest');

/** First and last names per tenant, in the order of `roleOrder`. */
const names: Record<TenantId, [string, string][]> = {
  sepehran: [
    ['علی', 'رضایی'],
    ['مریم', 'احمدی'],
    ['حسین', 'کریمی'],
    ['زهرا', 'موسوی'],
    ['مهدی', 'حسینی'],
    ['فاطمه', 'جعفری'],
    ['رضا', 'محمدی'],
  ],
  turk: [
    ['Ayşe', 'Yılmaz'],
    ['Mehmet', 'Kaya'],
    ['Emre', 'Demir'],
    ['Zeynep', 'Çelik'],
    ['Mustafa', 'Şahin'],
    ['Elif', 'Aydın'],
    ['Burak', 'Öztürk'],
  ],
  oman: [
    ['سالم', 'البلوشي'],
    ['فاطمة', 'الحارثي'],
    ['خالد', 'الرواحي'],
    ['مريم', 'السعيدي'],
    ['أحمد', 'الكندي'],
    ['عائشة', 'الهنائي'],
    ['سعيد', 'العبري'],
  ],
};

/** Iranian national code: nine digits and their check digit. */
function iranianCode(nine: string): string {
  return `${nine}${iranianCheckDigit(nine)}`;
}

/** TC Kimlik: nine digits (first not 0) and their two check digits. */
function tcKimlik(nine: string): string {
  return `${nine}${tcKimlikCheckDigits(nine)}`;
}

/** Mobile (E.164) and national code of the i-th demo account of a tenant. */
const identities: Record<TenantId, (i: number) => { mobile: string; nationalCode: string }> = {
  sepehran: (i) => ({
    mobile: `+98912345671${i}`,
    nationalCode: iranianCode(String(371245680 + i * 13).padStart(9, '0')),
  }),
  turk: (i) => ({
    mobile: `+90532456781${i}`,
    nationalCode: tcKimlik(String(384615270 + i * 17)),
  }),
  // Omani civil numbers carry no public check digit: eight digits.
  oman: (i) => ({ mobile: `+9689214561${i}`, nationalCode: String(12345670 + i * 11) }),
};

const tenantPrefix: Record<TenantId, string> = { sepehran: 'SEP', turk: 'TRK', oman: 'OMN' };

/**
 * One account of each role on every tenant, verified, all with the demo password (hashed once:
 * scrypt is slow on purpose), and some wallet credit for Sepehran's customer.
 */
export async function seedAccounts(tx: Database, now: Date): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  const [agency] = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .orderBy(asc(agencies.id))
    .limit(1);
  const rows = (Object.keys(names) as TenantId[]).flatMap((tenant) =>
    roleOrder.map((role, i) => {
      const [firstName, lastName] = names[tenant][i] ?? ['', ''];
      return {
        tenant,
        role,
        ...identities[tenant](i),
        passwordHash,
        firstName,
        lastName,
        email: `${role}@${tenant}.demo.parvaz.travel`,
        referralCode: `${tenantPrefix[tenant]}${role.slice(0, 4).toUpperCase()}`,
        agencyId: role === 'agency' ? (agency?.id ?? null) : null,
        verifiedAt: now,
        createdAt: now,
      };
    }),
  );
  const inserted = await tx
    .insert(users)
    .values(rows)
    .returning({ id: users.id, tenant: users.tenant, role: users.role });
  const customer = inserted.find((u) => u.tenant === 'sepehran' && u.role === 'customer');
  if (customer) {
    const amount = 25_000_000;
    await tx.insert(walletEntries).values({
      userId: customer.id,
      code: 'WT10000001',
      kind: 'topup',
      amount,
      currency: 'IRR',
      balanceAfter: amount,
      sequence: 1,
      description: 'Demo credit',
      createdAt: now,
    });
  }
}
