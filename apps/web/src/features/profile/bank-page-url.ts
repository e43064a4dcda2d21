import type { Language } from '@parvaz/domain/languages';

/**
 * Where to send the browser to pay: the site's own (sandbox) bank page in the reader's language,
 * which it takes as `?lang=` (a top-up has no booking whose language the page could follow);
 * another bank's address as it is.
 */
export function bankPageUrl(paymentUrl: string, language: Language): string {
  if (!paymentUrl.startsWith('/') || paymentUrl.startsWith('//')) return paymentUrl;
  const url = new URL(paymentUrl, 'http://site.invalid');
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}
