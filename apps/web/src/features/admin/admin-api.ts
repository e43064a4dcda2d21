import { queryOptions } from '@tanstack/react-query';
import type { AuditLogRequest } from '@parvaz/domain/contracts/audit';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';

export const adminKeys = {
  auditLog: (request: AuditLogRequest) => ['admin', 'auditLog', request] as const,
};

/** `admin/getAuditLog` (operators): a page of the brand's changes, newest first, read fresh. */
export function auditLogQuery(request: AuditLogRequest) {
  return queryOptions({
    queryKey: adminKeys.auditLog(request),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall('admin/getAuditLog', request, {
          signal,
          quiet: true,
          parse: parseLazily(() =>
            import('@parvaz/domain/contracts/audit').then((c) => c.auditLogResponseSchema),
          ),
        }),
      ),
    staleTime: 0,
    retry: false,
  });
}
