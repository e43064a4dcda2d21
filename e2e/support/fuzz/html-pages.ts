// Every place the server writes HTML itself, read again after the fuzzer stored its hostile
// strings (support requests, names, replies): the web app's index page (served for every app
// path), the sandbox bank's pages, and the API's docs page. None may carry markup raw.
import { rawMarkupSigns } from './hostile';

const appPaths = [
  '/',
  '/profile/support',
  '/user/supporter',
  '/user/supporter/refunds',
  '/ticket',
  '/refund',
  '/profile/editInfo',
  // The sign request's follow-up starts from the reference in the address; the console lists
  // what visitors sent.
  '/sign',
  `/sign?reference=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
  '/admin/signRequests',
  // The blog's console lists posts and categories others wrote.
  '/admin/posts',
  '/admin/categories',
  '/aboutUs',
  '/pages/privacy',
  '/faq',
  // The FAQ's search box starts from the address: what it is given is shown as text.
  `/faq?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
  // The board's search and the newsletter page's state come from the address too.
  `/flightInformations?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
  `/newsletter?state=${encodeURIComponent('<svg onload=alert(1)>')}`,
  // The blog's search, category and tag come from the address; comments are visitors' words.
  `/blogs?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}&tag=${encodeURIComponent('<svg onload=alert(1)>')}`,
  '/blogs/a-weekend-in-shiraz',
  '/blogs/yazd-in-two-days',
];

export async function unescapedInPages(baseUrl: string, bankTokens: string[]): Promise<string[]> {
  const paths = [
    ...appPaths,
    '/api/docs',
    ...bankTokens.flatMap((token) =>
      ['fa', 'en', 'ar', 'tr'].map((lang) => `/bank/sandbox/${token}?lang=${lang}`),
    ),
  ];
  const found: string[] = [];
  for (const tenant of ['sepehran', 'turk', 'oman'])
    for (const path of paths) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'x-tenant': tenant } });
      const type = response.headers.get('content-type') ?? '';
      const text = await response.text();
      if (!type.startsWith('text/html')) continue;
      const raw = rawMarkupSigns.find((sign) => text.includes(sign));
      if (raw) found.push(`unescaped: ${path} (${tenant}) carries raw ${raw}`);
    }
  return found;
}
