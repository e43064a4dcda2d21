// The captcha's answer as a page meets it: with the dev tools on, the server sends the answer with
// the picture, and a test reads it from that response to type it as a person would.
import type { Page, Response } from 'playwright-core';

export interface CaptchaAnswers {
  /** The answer to the newest captcha the page drew ('' until one came). */
  latest(): string;
  /** Stops listening to the page. */
  stop(): void;
}

/** Listens to `page` for the captchas it draws, from now until `stop()`. */
export function captchaAnswers(page: Page): CaptchaAnswers {
  let answer = '';
  const read = (response: Response) => {
    if (!response.url().endsWith('/api/auth/createCaptcha')) return;
    void response
      .json()
      .then((body: { data?: { devAnswer?: string } }) => {
        answer = body.data?.devAnswer ?? '';
      })
      .catch(() => undefined);
  };
  page.on('response', read);
  return { latest: () => answer, stop: () => page.off('response', read) };
}
