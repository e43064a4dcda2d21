import { createCaptchaResponseSchema } from '@parvaz/domain/contracts/auth';
import { apiCall } from '../api/api-client';

/** The captcha answer beside a form's fields; empty when the form shows no captcha. */
export interface CaptchaAnswer {
  captchaId: string;
  captcha: string;
}

/** The answer as a request's fields (none when the form shows no captcha). */
export function captchaBody(answer: CaptchaAnswer | null): Record<string, string> {
  return answer ? { captchaId: answer.captchaId, captcha: answer.captcha } : {};
}

/** `auth/createCaptcha`: a new picture; never behind the global loader (spec section 7). */
export function createCaptcha(signal?: AbortSignal) {
  return apiCall(
    'auth/createCaptcha',
    {},
    { signal, quiet: true, parse: (data) => createCaptchaResponseSchema.parse(data) },
  );
}
