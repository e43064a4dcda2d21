import type { StayLookup } from '@parvaz/domain/contracts/hotel-stays';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { isSameMobile } from '@parvaz/domain/validation/contact';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hit, refuseIfUsedUp } from '../../platform/auth/rate-limit';
import { stayByTracking, type StayRow } from './hotel-stay.repository';

/** Wrong pairs allowed per IP address in a sliding window, as for flight tracking lookups. */
export const stayLookupLimit = { max: 20, windowMs: 10 * 60_000 } as const;

/** The same "not found" whichever half of the pair was wrong. */
const stayNotFound = () => new AppError('NOT_FOUND', 'trackingNotFound');

/**
 * The stay a tracking code and contact mobile name, on the caller's tenant only. A wrong pair
 * counts against the caller's address (429 past the limit) and says nothing of which half was
 * wrong, so no one reads another guest's stay by guessing.
 */
export async function findStay(
  deps: { db: Database; now: () => Date },
  caller: { tenant: TenantConfig; ip: string },
  input: StayLookup,
): Promise<StayRow> {
  const now = deps.now();
  const key = `stay-lookup:ip:${caller.ip}`;
  await refuseIfUsedUp(deps.db, { key, rule: stayLookupLimit, message: 'tooManyRequests' }, now);
  const stay = await stayByTracking(deps.db, caller.tenant.id, input.trackingCode);
  if (
    !stay ||
    !isSameMobile(
      stay.contactMobile,
      input.mobile,
      tenantPhoneRegion[caller.tenant.defaultNationality],
    )
  ) {
    await hit(deps.db, key, stayLookupLimit.windowMs, now);
    throw stayNotFound();
  }
  return stay;
}
