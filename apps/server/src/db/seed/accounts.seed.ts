import { roles } from '@parvaz/domain/roles';
import { asc } from 'drizzle-orm';
import { iranianCheckDigit, tcKimlikCheckDigits } from '@parvaz/domain/passengers/identity';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../client';
import { agencies } from '../schema/flights';
import { savedPassengers } from '../schema/passengers';
import { staffPermissions, users } from '../schema/users';
import { addWalletCredit } from '../../modules/wallet/wallet.api';

/** The one password of every demo account (README). */
export const demoPassword = 'Parvaz1234';

/** The wallet credit Sepehran's demo customer starts with (README): a family trip or two. */
export const demoCredit = { amount: 300_000_000, currency: 'IRR' } as const;

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

/** The same day `years` earlier, YYYY-MM-DD: a child stays a child whenever the demo starts. */
function yearsBefore(now: Date, years: number): string {
  const day = now.toISOString().slice(0, 10);
  return `${Number(day.slice(0, 4)) - years}${day.slice(4, 8)}15`;
}

type SavedPassengerSeed = Omit<typeof savedPassengers.$inferInsert, 'userId' | 'createdAt'>;

/** Each demo customer's family, ready to pick into a booking: the customer, a spouse, a child. */
function demoFamily(tenant: TenantId, nationalCode: string, now: Date): SavedPassengerSeed[] {
  const passportExpiry = yearsBefore(now, -6);
  const passenger = (
    type: 'ADT' | 'CHD',
    firstName: string,
    lastName: string,
    gender: 'M' | 'F',
    birthDate: string,
    document: { nationalId?: string; passportNumber?: string },
  ): SavedPassengerSeed => ({
    type,
    firstName,
    lastName,
    gender,
    birthDate,
    nationality: tenant === 'sepehran' ? 'IRN' : tenant === 'turk' ? 'TUR' : 'OMN',
    nationalId: document.nationalId ?? null,
    passportNumber: document.passportNumber ?? null,
    passportExpiry: document.passportNumber ? passportExpiry : null,
  });
  if (tenant === 'sepehran')
    return [
      passenger('ADT', 'ALI', 'REZAEI', 'M', '1986-03-14', { nationalId: nationalCode }),
      passenger('ADT', 'SARA', 'REZAEI', 'F', '1989-07-02', {
        nationalId: iranianCode('004512736'),
      }),
      passenger('CHD', 'NIMA', 'REZAEI', 'M', yearsBefore(now, 7), {
        nationalId: iranianCode('004598321'),
      }),
    ];
  if (tenant === 'turk')
    return [
      passenger('ADT', 'AYSE', 'YILMAZ', 'F', '1990-05-21', { nationalId: nationalCode }),
      passenger('ADT', 'KEREM', 'YILMAZ', 'M', '1987-11-09', { nationalId: tcKimlik('452718365') }),
      passenger('CHD', 'DENIZ', 'YILMAZ', 'F', yearsBefore(now, 6), {
        nationalId: tcKimlik('452718471'),
      }),
    ];
  return [
    passenger('ADT', 'SALIM', 'AL BALUSHI', 'M', '1984-02-11', { passportNumber: 'K4827193' }),
    passenger('ADT', 'HUDA', 'AL BALUSHI', 'F', '1988-09-30', { passportNumber: 'K4827208' }),
    passenger('CHD', 'YOUSUF', 'AL BALUSHI', 'M', yearsBefore(now, 8), {
      passportNumber: 'K5901376',
    }),
  ];
}

const tenantPrefix: Record<TenantId, string> = { sepehran: 'SEP', turk: 'TRK', oman: 'OMN' };

/**
 * Each brand's safety officer: a supporter named for safety reports (staff_permissions), the
 * only demo account that reads confidential ones. The identity after the seven roles' (README).
 */
const safetyOfficers: Record<TenantId, [string, string]> = {
  sepehran: ['نرگس', 'کاظمی'],
  turk: ['Selin', 'Arslan'],
  oman: ['ليلى', 'المعمري'],
};
const safetyOfficerIndex = roleOrder.length;

async function seedSafetyOfficers(tx: Database, passwordHash: string, now: Date): Promise<void> {
  const rows = (Object.keys(safetyOfficers) as TenantId[]).map((tenant) => {
    const [firstName, lastName] = safetyOfficers[tenant];
    return {
      tenant,
      role: 'supporter' as const,
      ...identities[tenant](safetyOfficerIndex),
      passwordHash,
      firstName,
      lastName,
      email: `safety@${tenant}.demo.parvaz.travel`,
      referralCode: `${tenantPrefix[tenant]}SAFE`,
      verifiedAt: now,
      createdAt: now,
    };
  });
  const inserted = await tx.insert(users).values(rows).returning({ id: users.id });
  await tx
    .insert(staffPermissions)
    .values(inserted.map(({ id }) => ({ userId: id, permission: 'safetyReports' as const })));
}

/**
 * One account of each role on every tenant, verified, all with the demo password (hashed once:
 * scrypt is slow on purpose), a family of saved passengers for each customer, a safety officer
 * on every tenant, and some wallet credit for Sepehran's customer.
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
  const inserted = await tx.insert(users).values(rows).returning({
    id: users.id,
    tenant: users.tenant,
    role: users.role,
    nationalCode: users.nationalCode,
  });
  const families = (Object.keys(names) as TenantId[]).flatMap((tenant) => {
    const customer = inserted.find((u) => u.tenant === tenant && u.role === 'customer');
    if (!customer) return [];
    return demoFamily(tenant, customer.nationalCode, now).map((p) => ({
      ...p,
      userId: customer.id,
      createdAt: now,
    }));
  });
  if (families.length > 0) await tx.insert(savedPassengers).values(families);
  await seedSafetyOfficers(tx, passwordHash, now);
  const customer = inserted.find((u) => u.tenant === 'sepehran' && u.role === 'customer');
  if (customer) {
    const { amount, currency } = demoCredit;
    await addWalletCredit(
      tx,
      { tenant: 'sepehran', userId: customer.id, currency },
      { key: `demo-credit:${customer.id}`, amount, description: 'Demo credit', at: now },
    );
  }
}
