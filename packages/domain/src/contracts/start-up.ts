/*
 * Kept apart from context.ts, whose zod schemas the web app does not load before its first paint.
 */

/**
 * The id of the `<script type="application/json">` in every server-rendered page that carries
 * what the browser needs to take the page over without a call: the start-up configuration,
 * the language, the calendar, the page's translations and the data the server rendered.
 */
export const startUpDataElementId = 'parvaz-start-up';

/**
 * The id of the element whose `data-src` names the web app's main script; the page's small boot
 * script loads it after the first paint.
 */
export const mainScriptElementId = 'parvaz-main';

/**
 * Sent on the document once the web app has taken the page over (hydrated), after it set
 * `<html data-hydrated>`: the boot script then performs the presses it held.
 */
export const pageAwakeEvent = 'parvaz:awake';

/**
 * Cookies that carry the visitor's choices to the server, so a page is rendered in the language
 * calendar and currency the visitor picked, for the brand asked for by `?tenant=`.
 */
export const pageCookies = {
  language: 'parvaz_lang',
  calendar: 'parvaz_calendar',
  tenant: 'parvaz_tenant',
  currency: 'parvaz_currency',
} as const;

/** A language or calendar choice is remembered for a year. */
export const choiceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The web app's session (docs/decisions/015-session-cookie.md): an httpOnly cookie no script
 * can read. The API honours it only on calls that carry `webSessionHeader` (a header another
 * site cannot send without the server's consent), and on the page requests it renders.
 */
export const sessionCookie = 'parvaz_session';

/** The header the web app sends on every API call: the session is its cookie, not a token. */
export const webSessionHeader = { name: 'x-parvaz-session', value: 'cookie' } as const;
