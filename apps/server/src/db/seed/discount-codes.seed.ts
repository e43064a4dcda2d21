import type { DiscountProduct } from '@parvaz/domain/discounts/discount-codes';
import { tenantIds } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../client';
import { discountCodes } from '../schema/discounts';

const day = 86_400_000;
const flights: DiscountProduct[] = ['flight'];
const hotelStays: DiscountProduct[] = ['hotel'];

/**
 * Demo discount codes of every tenant: a general one (flights and hotel stays), a route one
 * (flights), a hotel stays' one, an expired and a used-up one.
 */
export async function seedDiscountCodes(tx: Database, now: Date): Promise<void> {
  const from = new Date(now.getTime() - day);
  const until = new Date(now.getTime() + 365 * day);
  await tx
    .insert(discountCodes)
    .values(
      tenantIds.flatMap((tenant) => [
        {
          tenant,
          code: 'WELCOME10',
          percent: 10,
          maxUses: 10_000,
          validFrom: from,
          validUntil: until,
        },
        {
          tenant,
          code: 'MASHHAD5',
          percent: 5,
          maxUses: 10_000,
          validFrom: from,
          validUntil: until,
          routes: ['MHD-THRC', 'THRC-MHD'],
          products: flights,
        },
        {
          tenant,
          code: 'STAY15',
          percent: 15,
          maxUses: 10_000,
          validFrom: from,
          validUntil: until,
          products: hotelStays,
        },
        {
          tenant,
          code: 'SUMMER20',
          percent: 20,
          maxUses: 1_000,
          validFrom: new Date(now.getTime() - 120 * day),
          validUntil: new Date(now.getTime() - 30 * day),
        },
        {
          tenant,
          code: 'FIRST50',
          percent: 50,
          maxUses: 50,
          used: 50,
          validFrom: from,
          validUntil: until,
        },
      ]),
    )
    .onConflictDoNothing();
}
