import type { FastifyInstance } from 'fastify';
import {
  priceAlertRequestSchema,
  priceAlertResponseSchema,
} from '@parvaz/domain/contracts/price-alert';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { parseWithMessages } from '@parvaz/domain/validation/issue-message';
import { postRoute } from '../../platform/envelope';
import { RequestValidationError } from '../../platform/validation';
import { createPriceAlert, type AlertDeps } from './alerts.service';

export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const deps: AlertDeps = { db: app.db, now: app.now, translatorFor: app.translatorFor };
  // Local mobile numbers are read in the tenant's country; the schema is built once per tenant.
  const schemas = Object.fromEntries(
    Object.values(tenants).map((t) => [
      t.id,
      priceAlertRequestSchema(tenantPhoneRegion[t.defaultNationality], app.now),
    ]),
  );
  const shapeOnly = priceAlertRequestSchema(undefined, app.now);

  postRoute(
    app,
    {
      path: 'request/informMe',
      summary:
        'A price alert on a route and date, sent by SMS or e-mail when a fare appears or drops',
      tags: ['flights'],
      body: shapeOnly,
      response: priceAlertResponseSchema,
    },
    async (_input, request) => {
      // Re-read with the tenant's region so a local number like 0532… is understood in Türkiye.
      const result = parseWithMessages(schemas[request.tenant.id] ?? shapeOnly, request.body ?? {});
      if (!result.ok) throw new RequestValidationError(result.fields, result.first);
      return createPriceAlert(deps, request.tenant, request.lang, result.data);
    },
  );
}
