import { z } from 'zod';
import { escapeHtml } from '@parvaz/domain/format/html-text';
import type { Language } from '@parvaz/domain/languages';
import { amountText, merchantName, providerPage } from '../../platform/provider-page';
import type { Translate } from '../../platform/translator';
import type { PayRow } from './sandbox-pay';

/**
 * The hosted page's form. `notify=hold` is the sandbox's own knob (no button shows it): the
 * notification is kept back until it is sent by hand, so the browser's return comes first.
 */
export const hostedFormSchema = z.object({
  action: z.enum(['pay', 'decline', 'cancel']).catch('pay'),
  /** A test card, when one is sent: as at the sandbox bank, one ending in 0000 is declined. */
  pan: z.string().max(64).catch(''),
  notify: z.enum(['now', 'hold']).catch('now'),
});

const style =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.6}' +
  'button{font:inherit;padding:.5rem 1.25rem;margin-inline-end:.5rem}';

const page = (lang: Language, title: string, body: string) =>
  providerPage(lang, title, style, body);

/** The hosted payment page: who is paid how much, and the payer's three choices. */
export function renderHostedPage(row: PayRow, lang: Language, t: Translate): string {
  const title = t('hostedTitle', { ns: 'bank' });
  const button = (action: string, label: string) =>
    `<button type="submit" name="action" value="${action}">${escapeHtml(label)}</button>`;
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="note">${escapeHtml(t('hostedNotice', { ns: 'bank' }))}</p>
<dl><dt>${escapeHtml(t('merchant', { ns: 'bank' }))}</dt><dd>${escapeHtml(merchantName(row.merchant, lang))}</dd>
<dt>${escapeHtml(t('amount', { ns: 'bank' }))}</dt><dd>${escapeHtml(amountText(row, lang))}</dd></dl>
<form method="post">${button('pay', t('pay', { ns: 'bank' }))}${button('decline', t('hostedDecline', { ns: 'bank' }))}${button('cancel', t('cancel', { ns: 'bank' }))}</form>`,
  );
}

/** A payment that is no longer open, or none at all. */
export function renderHostedNotice(lang: Language, t: Translate, key: string): string {
  const title = t('hostedTitle', { ns: 'bank' });
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t(key, { ns: 'bank' }))}</p>`,
  );
}

/** Where the payer's browser goes back: the merchant's return address with the token. */
export function returnLocation(row: PayRow): string {
  const separator = row.returnUrl.includes('?') ? '&' : '?';
  return `${row.returnUrl}${separator}${new URLSearchParams({ token: row.token }).toString()}`;
}

export const sandboxPayLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Sandbox Pay"><rect width="64" height="64" rx="12" fill="#0f7b4f"/><path d="M14 22h36v20H14zM14 28h36" stroke="#fff" stroke-width="4" fill="none"/></svg>`;
