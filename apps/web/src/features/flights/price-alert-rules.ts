import { priceAlertRequestSchema } from '@parvaz/domain/contracts/price-alert';
import type { NationalityCode } from '@parvaz/domain/tenants/tenants';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';

/** A price alert as typed: a mobile or an e-mail, and an optional target price. */
export interface PriceAlertForm {
  mobile: string;
  email: string;
  targetPrice: string;
}

export const priceAlertFields = ['mobile', 'email', 'targetPrice'] as const;

/** The route and day the alert is about, as the results page has them. */
export interface AlertedRoute {
  origin: string;
  destination: string;
  departureDate: string;
}

/** The server's own rules for the alert (mobiles read in the brand's country). */
export const priceAlertResolver = (nationality: NationalityCode, route: AlertedRoute) =>
  resolverOf<PriceAlertForm>((values) =>
    schemaProblems(priceAlertRequestSchema(tenantPhoneRegion[nationality]), values, {
      toInput: (v) => ({ ...route, ...v }),
      fieldOf: (path) => (priceAlertFields.some((field) => field === path) ? path : null),
    }),
  );
