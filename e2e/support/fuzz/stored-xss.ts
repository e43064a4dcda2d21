// Helpers of the stored-XSS check: markup payloads tagged by the field they were stored in, the
// API calls that store them, the browsers that read them back (the trap set, in English) and the
// probe that tells whether any of them ran or became markup.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openBrowserOn, type DevServer } from '../accounts';
import type { Browser } from '../browser';
import { useLanguage } from '../locale';
import { useSessionToken } from '../session';

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

/** `account` signed in through the API: the answer holds its session (for `apiAs`, `useSession`). */
export function logIn(
  baseUrl: string,
  account: { username: string; password: string },
): Promise<Envelope> {
  return apiAs(baseUrl)('auth/login', account);
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

/** A fresh captcha and its answer (the dev tools give it), as a form sends them. */
export async function solvedCaptcha(
  baseUrl: string,
): Promise<{ captchaId: string; captcha: string }> {
  const drawn = await apiAs(baseUrl)('auth/createCaptcha', {});
  return {
    captchaId: text(pick(drawn.data, 'captchaId')),
    captcha: text(pick(drawn.data, 'devAnswer')),
  };
}

/** Puts the session of a sign-in answer into the browser's cookie, as the login page would have. */
export async function useSession(page: Page, siteUrl: string, answer: Envelope): Promise<void> {
  await useSessionToken(page, siteUrl, answer.token ?? null);
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

/** A fresh browser on `server` that reads the stored markup: the trap set, in English. */
export async function openTrappedBrowser(server: DevServer): Promise<Browser> {
  const browser = await openBrowserOn(server);
  try {
    await browser.context.addInitScript(xssTrap);
    await useLanguage(browser.page, 'en');
    return browser;
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * Runs `visit` in a browser of its own on `server` (the trap set, in English), signed in as the
 * user of the sign-in answer `session`, and closes that browser afterwards.
 */
export async function visitSignedIn(
  server: DevServer,
  session: Envelope,
  visit: (page: Page, baseUrl: string) => Promise<void>,
): Promise<void> {
  const other = await openBrowserOn(server);
  try {
    await other.context.addInitScript(xssTrap);
    await useLanguage(other.page, 'en');
    await useSession(other.page, other.baseUrl, session);
    await visit(other.page, other.baseUrl);
  } finally {
    await other.close();
  }
}

/** The page shows `tag` as text and holds no trace of markup having run. */
export async function expectInert(page: Page, tag: string): Promise<void> {
  await page.getByText(tag).first().waitFor();
  expect(await page.getByText(tag).first().innerText()).toContain('<img src=x onerror=');
  expect(await injectedTraces(page)).toEqual([]);
}

/** Puts `markup` into the page as markup: what a probe must then see (proving the probe works). */
export async function insertMarkup(page: Page, markup: string): Promise<void> {
  await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), markup);
}
