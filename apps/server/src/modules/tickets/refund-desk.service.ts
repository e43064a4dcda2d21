import type { z } from 'zod';
import type { refundDeskItemSchema, refundDeskListSchema } from '@parvaz/domain/contracts/tickets';
import type { Language } from '@parvaz/domain/languages';
import type { Role } from '@parvaz/domain/roles';
import type { Database } from '../../db/client';
import { flightStatuses } from '../flights/flights.api';
import { userOfTenant } from '../users/users.api';
import { deskRequests } from './tickets.repository';
import { refundRequestView } from './ticket-views';

/** Who decides refunds: the supporter desk, the operator, and the agency that sold the booking. */
export const refundDeskRoles = ['supporter', 'operator', 'agency'] as const satisfies Role[];

export interface DeskUser {
  id: number;
  role: Role;
  tenant: string;
}

/** The agency an agency user may decide for; null for the desk (every booking of the tenant). */
export async function deskScope(db: Database, user: DeskUser): Promise<number | null | 'none'> {
  if (user.role !== 'agency') return null;
  const row = await userOfTenant(db, user.tenant, user.id);
  return row?.agencyId ?? 'none';
}

/** How many requests the desk's list shows at once. */
const deskListLimit = 200;

/** `ticket/getRefundRequests`: the desk's queue (or one agency's), in one state or all. */
export async function refundDesk(
  deps: { db: Database },
  user: DeskUser,
  input: z.output<typeof refundDeskListSchema>,
  lang: Language,
): Promise<Array<z.input<typeof refundDeskItemSchema>>> {
  const agencyId = await deskScope(deps.db, user);
  if (agencyId === 'none') return [];
  const rows = await deskRequests(
    deps.db,
    { tenant: user.tenant, agencyId },
    input.status || null,
    deskListLimit,
  );
  // The flights' recorded state beside each request: a Cancel or Delay is decided on it.
  const flights = await flightStatuses(
    deps.db,
    rows.flatMap((row) => row.flightIds),
  );
  return rows.map((row) => ({
    ...refundRequestView({
      ...row,
      paymentId: null,
      decidedBy: null,
    }),
    pnr: row.pnr,
    trackingCode: row.trackingCode,
    agency: row.agencyName[lang],
    passengers: row.passengers,
    flights: row.flightIds.flatMap((id) => {
      const flight = flights.get(id);
      return flight ? [flight] : [];
    }),
  }));
}
