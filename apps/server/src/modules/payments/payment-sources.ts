import {
  refusedSources,
  sourcesOfKind,
  type PaymentSource,
} from '@parvaz/domain/payments/payment-sources';
import { isPurchaseKindName } from '@parvaz/domain/payments/purchase-kinds';
import { AppError } from '../../platform/app-error';

/**
 * Refuses a purchase asked to be paid from a source its kind does not accept (decision 021): a
 * 400 naming the `payment` field, before anything is made. A kind not listed accepts nothing.
 */
export function assertSourcesAccepted(kind: string, asked: readonly PaymentSource[]): void {
  const accepted = isPurchaseKindName(kind) ? sourcesOfKind[kind] : [];
  const refused = refusedSources(accepted, asked);
  if (refused.length > 0)
    throw new AppError('VALIDATION', 'paymentSourceNotAccepted', {
      fields: { payment: 'paymentSourceNotAccepted' },
      detail: { kind, refused },
    });
}
