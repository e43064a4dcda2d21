import { queryOptions } from '@tanstack/react-query';
import type { ApplicationStatus, ReviewStatus } from '@parvaz/domain/careers/career-rules';
import type {
  AdminJobPosition,
  JobApplication,
  SaveJobPositionRequest,
} from '@parvaz/domain/contracts/careers';
import type { Language } from '@parvaz/domain/languages';
import { apiCall, apiFetchBlob, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';

const contracts = () => import('@parvaz/domain/contracts/careers');

export const recruitmentKeys = {
  all: ['admin', 'recruitment'] as const,
  positions: (lang?: Language) => ['admin', 'recruitment', 'positions', lang ?? 'all'] as const,
  applications: (filter: ApplicationFilter) =>
    ['admin', 'recruitment', 'applications', filter] as const,
};

/** `admin/getJobPositions`: the brand's positions of one language (or all), open and closed. */
export function jobPositionsQuery(lang?: Language) {
  return queryOptions({
    queryKey: recruitmentKeys.positions(lang),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall('admin/getJobPositions', lang ? { lang } : {}, {
          signal,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.adminJobPositionsSchema)),
        }),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/saveJobPosition`: adds a position (no id) or changes one. */
export function saveJobPosition(
  request: SaveJobPositionRequest,
): Promise<ApiResult<AdminJobPosition>> {
  return apiCall('admin/saveJobPosition', request, {
    parse: parseLazily(() => contracts().then((c) => c.adminJobPositionSchema)),
  });
}

export interface ApplicationFilter {
  status?: ApplicationStatus;
  positionId?: number;
  page: number;
}

/** `admin/getJobApplications`: a page of the brand's applications, newest first. */
export function jobApplicationsQuery(filter: ApplicationFilter) {
  return queryOptions({
    queryKey: recruitmentKeys.applications(filter),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'admin/getJobApplications',
          { ...filter },
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.jobApplicationListSchema)),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/setJobApplicationStatus`. */
export function setApplicationStatus(
  id: number,
  status: ReviewStatus,
): Promise<ApiResult<JobApplication>> {
  return apiCall(
    'admin/setJobApplicationStatus',
    { id, status },
    { parse: parseLazily(() => contracts().then((c) => c.jobApplicationSchema)) },
  );
}

/**
 * The CV is served only with the operator's session: read as a blob and saved from the
 * browser's own copy under the name it was sent with. Answers whether it could be read.
 */
export async function downloadCv(application: JobApplication): Promise<boolean> {
  const blob = await apiFetchBlob(`admin/jobApplications/${application.id}/cv`);
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = application.cv.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
