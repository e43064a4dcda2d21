// The web app's session as a browser holds it: an httpOnly cookie on the brand's host, which no
// script on the page can read (docs/decisions/015-session-cookie.md).
import { sessionCookie, webSessionHeader } from '@parvaz/domain/contracts/start-up';
import type { Cookie, Page } from 'playwright-core';

/** The session cookie the browser keeps for the page's site, or null. */
export async function sessionCookieOf(page: Page): Promise<Cookie | null> {
  const cookies = await page.context().cookies(page.url());
  return cookies.find((cookie) => cookie.name === sessionCookie && cookie.value !== '') ?? null;
}

/** Waits for a sign-in on the page to leave its session cookie, and answers the cookie's token. */
export async function signedInToken(page: Page, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const cookie = await sessionCookieOf(page);
    if (cookie) return cookie.value;
    if (Date.now() > deadline) throw new Error('no session cookie after signing in');
    await page.waitForTimeout(100);
  }
}

/**
 * Gives the browser the session of `token` on `siteUrl`'s host (null signs it out there), as a
 * sign-in on that site would have left it.
 */
export async function useSessionToken(
  page: Page,
  siteUrl: string,
  token: string | null,
): Promise<void> {
  const context = page.context();
  await context.clearCookies({ name: sessionCookie, domain: new URL(siteUrl).hostname });
  if (token)
    await context.addCookies([
      { name: sessionCookie, value: token, url: siteUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
}

/** The headers of an API call made from the page as the web app makes it (its cookie signs it in). */
export const webAppHeaders = { [webSessionHeader.name]: webSessionHeader.value };

/** The signed-in user, as the API tells the page its cookie signs in (null for a guest). */
export async function signedInUser(page: Page): Promise<{ role?: string; id?: number } | null> {
  return page.evaluate(async (headers) => {
    const answer = await fetch('/api/user/getInfo', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!answer.ok) return null;
    return ((await answer.json()) as { data: { role?: string; id?: number } }).data;
  }, webAppHeaders);
}
