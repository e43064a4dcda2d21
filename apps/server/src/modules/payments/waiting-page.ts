import { escapeHtml } from '@parvaz/domain/format/html-text';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import type { Translate } from '../../platform/translator';

/** Seconds between two looks: the notification usually comes within a few. */
const refreshSeconds = 2;

/**
 * The page a payer sees when the browser came back from a provider that notifies us server to
 * server, before its notification did: it asks again by itself (a meta refresh, no script, which
 * the CSP allows), and the same address sends the payer to the result page once the payment has
 * settled or failed. A link does the same by hand.
 */
export function renderWaiting(lang: Language, t: Translate): string {
  const title = escapeHtml(t('waitingTitle', { ns: 'bank' }));
  return `<!doctype html>
<html lang="${lang}" dir="${languageDirection(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${refreshSeconds}">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.6}</style></head>
<body><main><h1>${title}</h1>
<p role="status">${escapeHtml(t('waitingText', { ns: 'bank' }))}</p>
<p><a href="">${escapeHtml(t('waitingAgain', { ns: 'bank' }))}</a></p></main></body></html>`;
}
