import type { JobPosition } from '@parvaz/domain/contracts/careers';
import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiUpload } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';
import { ContentLoadError } from '../../lib/api/content-load-error';

const contracts = () => import('@parvaz/domain/contracts/careers');

/** `context/getJobs`: the brand's open positions in a language. */
export function jobsQuery(language: Language) {
  return queryOptions({
    queryKey: ['content', 'jobs', language],
    queryFn: async ({ signal }): Promise<JobPosition[]> => {
      const result = await apiCall(
        'context/getJobs',
        {},
        {
          signal,
          language,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.jobPositionsSchema)),
        },
      );
      if (result.ok) return result.data;
      throw new ContentLoadError(result.error.message);
    },
    staleTime: 60_000,
  });
}

export interface Application {
  positionId: number;
  fullName: string;
  mobile: string;
  email: string;
  coverLetter: string;
  captchaId: string;
  captcha: string;
  cv: File;
}

/** `request/applyJob` as multipart/form-data: the fields, the captcha's answer and the CV. */
export function sendApplication(application: Application) {
  const body = new FormData();
  body.append('positionId', String(application.positionId));
  body.append('fullName', application.fullName);
  body.append('mobile', application.mobile);
  body.append('email', application.email);
  body.append('coverLetter', application.coverLetter);
  body.append('captchaId', application.captchaId);
  body.append('captcha', application.captcha);
  body.append('cv', application.cv);
  return apiUpload('request/applyJob', body, {
    quiet: true,
    parse: parseLazily(() => contracts().then((c) => c.jobAppliedSchema)),
  });
}
