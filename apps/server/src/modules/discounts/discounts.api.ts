// The discount codes module as the rest of the server sees it (decision 008): a tenant's code
// priced for a purchase by the domain's one rule, and its use counted when the purchase is made.
import { discountVerdict, type DiscountTarget } from '@parvaz/domain/discounts/discount-codes';
import type { Currency } from '@parvaz/domain/format/money';
import type { MessageKey } from '@parvaz/domain/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { discountCodeOf, useDiscountCode } from './discounts.repository';

/** A code that applies: which one, and what it takes off the price it was asked about. */
export interface AppliedDiscount {
  codeId: number;
  code: string;
  amount: number;
}

function refused(key: MessageKey, field: string): AppError {
  const code =
    key === 'discountExpired' ? 'EXPIRED' : key === 'discountUsedUp' ? 'CONFLICT' : 'VALIDATION';
  return new AppError(code, key, { fields: { [field]: key } });
}

/**
 * A tenant's code checked against a purchase now: what it takes off `price`, or the reason it
 * does not apply, thrown on `field` (the request's name for the code).
 */
export async function applyDiscountCode(
  db: Database,
  request: {
    tenant: string;
    code: string;
    target: DiscountTarget;
    price: { amount: number; currency: Currency };
    now: Date;
    field: string;
  },
): Promise<AppliedDiscount> {
  const row = await discountCodeOf(db, request.tenant, request.code);
  const verdict = discountVerdict(row, request.target, request.price, request.now);
  if (!verdict.ok || !row)
    throw refused(verdict.ok ? 'discountInvalid' : verdict.reason, request.field);
  return { codeId: row.id, code: row.code, amount: verdict.discount };
}

/**
 * Counts one use of an applied code inside the purchase's transaction; a code used up or out of
 * time since it was checked refuses the purchase (409).
 */
export async function spendDiscountCode(
  tx: Database,
  discount: AppliedDiscount,
  now: Date,
  field: string,
): Promise<void> {
  if (!(await useDiscountCode(tx, discount.codeId, now)))
    throw new AppError('CONFLICT', 'discountUsedUp', { fields: { [field]: 'discountUsedUp' } });
}
