import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type {
  SavedPassenger,
  SavedPassengerInput,
} from '@parvaz/domain/contracts/saved-passengers';
import type { MessageKey } from '@parvaz/domain/messages';
import {
  passengerProblems,
  type BookingPassenger,
} from '@parvaz/domain/passengers/passenger-rules';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { tenantTimeZone } from '@parvaz/domain/tenants/time-zone';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  deletePassenger,
  insertPassenger,
  passengersOf,
  updatePassenger,
  type SavedPassengerRow,
} from './passengers.repository';

function toView(row: SavedPassengerRow): SavedPassenger {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    birth_date: row.birthDate,
    nationality: row.nationality,
    national_id: row.nationalId ?? '',
    passport_number: row.passportNumber ?? '',
    expire_date: row.passportExpiry ?? '',
    country: row.country ?? '',
    birth_country: row.birthCountry ?? '',
    passport_country: row.passportCountry ?? '',
    certificate_number: row.certificateNumber ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
  };
}

/**
 * The booking form's rules, judged today: the type must fit the age, the identity the
 * nationality. A passenger already saved with the same national ID or passport is a duplicate.
 */
async function checked(
  db: Database,
  tenant: TenantConfig,
  userId: number,
  passenger: SavedPassengerInput,
  now: Date,
  replacing?: number,
) {
  // "Today" for the saved passengers' ages is the brand's own day.
  const today = localDateIn(now, tenantTimeZone(tenant.id));
  const others = (await passengersOf(db, userId)).filter((row) => row.id !== replacing);
  const list: BookingPassenger[] = [...others.map(toView), passenger];
  const fields: Record<string, MessageKey> = {};
  for (const problem of passengerProblems(list, {
    firstDate: today,
    lastDate: today,
    international: false,
  })) {
    // Saved ones were checked when saved; only the new one's problems are this call's.
    if (problem.index === list.length - 1) fields[problem.field] ??= problem.key;
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION', first, { fields });
  return {
    type: passenger.type,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    gender: passenger.gender === 'F' ? ('F' as const) : ('M' as const),
    birthDate: passenger.birth_date,
    nationality: passenger.nationality,
    nationalId: passenger.national_id || null,
    passportNumber: passenger.passport_number || null,
    passportExpiry: passenger.expire_date || null,
    country: passenger.country || null,
    birthCountry: passenger.birth_country || null,
    passportCountry: passenger.passport_country || null,
    certificateNumber: passenger.certificate_number || null,
    email: passenger.email || null,
    phone: passenger.phone || null,
  };
}

export async function listPassengers(db: Database, userId: number): Promise<SavedPassenger[]> {
  return (await passengersOf(db, userId)).map(toView);
}

export async function savePassenger(
  db: Database,
  tenant: TenantConfig,
  userId: number,
  passenger: SavedPassengerInput,
  now: Date,
): Promise<{ id: number }> {
  const values = await checked(db, tenant, userId, passenger, now);
  return { id: await insertPassenger(db, { ...values, userId }) };
}

const notFound = () => new AppError('NOT_FOUND', 'notFound', { fields: { id: 'notFound' } });

export async function changePassenger(
  db: Database,
  tenant: TenantConfig,
  userId: number,
  id: number,
  passenger: SavedPassengerInput,
  now: Date,
): Promise<{ id: number }> {
  const values = await checked(db, tenant, userId, passenger, now, id);
  if (!(await updatePassenger(db, userId, id, values))) throw notFound();
  return { id };
}

export async function removePassenger(
  db: Database,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  if (!(await deletePassenger(db, userId, id))) throw notFound();
  return { id };
}
