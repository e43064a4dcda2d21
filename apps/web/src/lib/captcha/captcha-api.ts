import { apiCall } from '../api/api-client';
import { parseLazily } from '../api/parse-lazily';

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
    {
      signal,
      quiet: true,
      // Loaded with the first picture: a form with a captcha wakes without the account schemas.
      parse: parseLazily(() =>
        import('@parvaz/domain/contracts/auth').then((c) => c.createCaptchaResponseSchema),
      ),
    },
  );
}
