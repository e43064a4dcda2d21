import { codeSentResponseSchema } from '@parvaz/domain/contracts/auth';
import {
  signRequestSentSchema,
  signRequestViewSchema,
  type SignRequestSent,
  type SignRequestView,
} from '@parvaz/domain/contracts/sign-requests';
import { apiCall, apiUpload } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';

/** A code was sent: when "send again" opens, on this device's clock (milliseconds). */
export interface CodeSent {
  mobile: string;
  resendAt: number;
  resendInSeconds: number;
}

/** `request/getAgentFormCode`: a code by SMS to the contact mobile. */
export function sendSignCode(mobile: string): Promise<ApiResult<CodeSent>> {
  return apiCall(
    'request/getAgentFormCode',
    { mobile },
    {
      quiet: true,
      parse: (data) => {
        const sent = codeSentResponseSchema.parse(data);
        return {
          mobile: sent.mobile,
          resendAt: Date.now() + sent.resendInSeconds * 1000,
          resendInSeconds: sent.resendInSeconds,
        };
      },
    },
  );
}

/** `request/sendAgentForm` (multipart): the details, the code and the documents. */
export function sendSignRequest(form: FormData): Promise<ApiResult<SignRequestSent>> {
  return apiUpload('request/sendAgentForm', form, {
    quiet: true,
    parse: (data) => signRequestSentSchema.parse(data),
  });
}

/** `request/getAgentForm`: a request's status and note by its reference and mobile. */
export function findSignRequest(
  reference: string,
  mobile: string,
): Promise<ApiResult<SignRequestView>> {
  return apiCall(
    'request/getAgentForm',
    { reference, mobile },
    { quiet: true, parse: (data) => signRequestViewSchema.parse(data) },
  );
}
