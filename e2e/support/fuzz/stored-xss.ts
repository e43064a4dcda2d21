// Helpers of the stored-XSS check: markup payloads tagged by the field they were stored in, the
// API calls that store them, and the probe that tells whether any of them ran or became markup.
import type { Page } from 'playwright-core';

/** A payload that would set `window.__xss` (or add an `<img src=x>`) if rendered as markup. */
export function payload(tag: string): string {
  // Short enough for a support request's title (120 characters).
  return `<img src=x onerror="window.__xss=1">${tag}</script><svg onload=alert(1)>`;
}

export interface Envelope {
  status: string;
  token?: string;
  token_expires_at?: number;
  data?: unknown;
  errors?: { code: string; error: string; fields?: Record<string, string> };
}

/** A caller of the API as one user of sepehran (the shared address, brand by header). */
export function apiAs(baseUrl: string, token = '') {
  return async (path: string, body: unknown): Promise<Envelope> => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        lang: 'en',
        'x-tenant': 'sepehran',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as Envelope;
  };
}

/** What an answer's data holds at `path`, read without trusting its shape. */
export function pick(value: unknown, ...path: Array<string | number>): unknown {
  let current = value;
  for (const key of path)
    current =
      typeof current === 'object' && current !== null
        ? (current as Record<string | number, unknown>)[key]
        : undefined;
  return current;
}

export function text(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`not a text: ${JSON.stringify(value)}`);
  return String(value);
}

/**
 * Puts the session of a sign-in answer into the site's storage, as the login page would have
 * (the expiry kept in milliseconds, the user as the answer describes it).
 */
export async function useSession(page: Page, siteUrl: string, answer: Envelope): Promise<void> {
  await page.goto(`${siteUrl}/`);
  const session = {
    state: {
      token: answer.token,
      token_expires_at: (answer.token_expires_at ?? 0) * 1000,
      user_info: pick(answer.data, 'user') ?? null,
    },
    version: 1,
  };
  await page.evaluate(
    (value) => localStorage.setItem('parvaz.auth', value),
    JSON.stringify(session),
  );
}

/** Anything a payload would have left behind had it been rendered as markup. */
export async function injectedTraces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traces: string[] = [];
    const flag = (window as { __xss?: unknown }).__xss;
    if (flag !== undefined) traces.push(`window.__xss = ${String(flag)}`);
    for (const element of document.querySelectorAll(
      'img[src="x"], [onerror], [onload], svg[onload]',
    ))
      traces.push(`element ${element.outerHTML.slice(0, 120)}`);
    // A JSON data element (the page's start-up data) is never run; its text is escaped so it
    // cannot close the element (apps/web/src/app/page-data.test.ts).
    for (const script of document.querySelectorAll('script:not([type="application/json"])'))
      if (script.textContent?.includes('__xss')) traces.push('inline script with __xss');
    return traces;
  });
}

/** Records `window.__xss` and alert() even where the CSP would stop inline handlers. */
export const xssTrap = () => {
  window.alert = (message?: unknown) => {
    (window as { __xss?: unknown }).__xss = `alert ${String(message)}`;
  };
};
