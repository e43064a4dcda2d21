import type { FastifyRequest } from 'fastify';
import type { CountryCode } from 'libphonenumber-js';
import type { z } from 'zod';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { tenants, type TenantId } from '@parvaz/domain/tenants/tenants';
import { parseWithMessages } from '@parvaz/domain/validation/issue-message';
import { RequestValidationError } from './validation';

/**
 * A form's schema per brand (local mobiles are read in the brand's country) and its shape alone,
 * which the route checks first and the OpenAPI document shows.
 */
export function perBrand<S extends z.ZodType>(build: (region?: CountryCode) => S) {
  const byBrand = new Map<TenantId, S>(
    Object.values(tenants).map((t) => [t.id, build(tenantPhoneRegion[t.defaultNationality])]),
  );
  const shape = build();
  return {
    shape,
    /** The body read again with the brand's region; its problems answered as any others. */
    parse(request: FastifyRequest): z.output<S> {
      const result = parseWithMessages(byBrand.get(request.tenant.id) ?? shape, request.body ?? {});
      if (!result.ok) throw new RequestValidationError(result.fields, result.first);
      return result.data;
    },
  };
}
