// Signed-in callers for the fuzzer: the demo accounts of sepehran (a customer, a supporter and an
// operator), signed in once before the run. A captcha is only asked after failed sign-ins; the
// dev tools answer it.
import type { Role } from './targets';

export const demoAccounts = {
  customer: { username: '3712456808', password: 'Parvaz1234' },
  supporter: { username: '3712457456', password: 'Parvaz1234' },
  operator: { username: '3712457588', password: 'Parvaz1234' },
} as const;

export const sessionTenant = 'sepehran';

interface Answer {
  status: string;
  token?: string;
  data?: unknown;
  errors?: { code: string };
}

export async function call(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tenant': sessionTenant,
      lang: 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

export async function signIn(
  baseUrl: string,
  account: { username: string; password: string },
): Promise<string> {
  let answer = await call(baseUrl, 'auth/login', account);
  if (!answer.token) {
    const captcha = (await call(baseUrl, 'auth/createCaptcha', {})).data as {
      captchaId?: string;
      devAnswer?: string;
    };
    answer = await call(baseUrl, 'auth/login', {
      ...account,
      captchaId: captcha.captchaId,
      captcha: captcha.devAnswer,
    });
  }
  if (!answer.token)
    throw new Error(`sign-in of ${account.username} failed: ${JSON.stringify(answer)}`);
  return answer.token;
}

export type Tokens = Record<Exclude<Role, 'guest'>, string>;

export async function signInAll(baseUrl: string): Promise<Tokens> {
  return {
    customer: await signIn(baseUrl, demoAccounts.customer),
    supporter: await signIn(baseUrl, demoAccounts.supporter),
    operator: await signIn(baseUrl, demoAccounts.operator),
  };
}

/** Open sandbox payments (a wallet top-up each), so the bank's pages have real transactions. */
export async function openBankTokens(
  baseUrl: string,
  token: string,
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await call(
      baseUrl,
      'user/increaseCredit',
      { amount: 100_000 + i, bankId: 'sandbox' },
      token,
    );
    const url = (answer.data as { paymentUrl?: string } | undefined)?.paymentUrl;
    if (url) tokens.push(url.split('/').pop() ?? '');
  }
  return tokens.filter(Boolean);
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Real values for valid-looking bodies (schema-values.ts `useKnownValues`): a search and its
 * offer, a fare quote, the customer's saved passenger, a booking paid from the wallet with its
 * tracking code, access token and ticket, a support request.
 */
export async function discoverKnownValues(
  baseUrl: string,
  tokens: Tokens,
): Promise<Record<string, unknown[]>> {
  const known: Record<string, unknown[]> = {};
  const add = (name: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== '') (known[name] ??= []).push(value);
  };
  const pick = (value: unknown, ...path: (string | number)[]): unknown =>
    path.reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object'
          ? (node as Record<string | number, unknown>)[key]
          : undefined,
      value,
    );
  const asCustomer = (path: string, body: unknown) => call(baseUrl, path, body, tokens.customer);
  const search = { adult: 1, child: 0, infant: 0 };
  const flights = await asCustomer('flight/getFlights', {
    origin: 'MHD',
    destination: 'THRC',
    departureDate: inDays(14),
    roundTrip: '0',
    ...search,
  });
  add('searchId', pick(flights.data, 'searchId'));
  const flight = pick(flights.data, 'departure', 0);
  add('departureRef', pick(flight, 'ref'));
  add('agencyId', pick(flight, 'agencies', 0, 'id'));
  const quote = await asCustomer('flight/getFlightPrice', {
    departureRef: pick(flight, 'ref'),
    agencyId: pick(flight, 'agencies', 0, 'id'),
    ...search,
  });
  // A second quote stays open for the run: the first one is booked below.
  const open = await asCustomer('flight/getFlightPrice', {
    departureRef: pick(flights.data, 'departure', 1, 'ref'),
    agencyId: pick(flights.data, 'departure', 1, 'agencies', 0, 'id'),
    ...search,
  });
  add('quoteId', pick(open.data, 'quoteId'));
  const saved = pick((await asCustomer('user/getMyPassengers', {})).data, 0);
  if (saved && typeof saved === 'object') {
    const fields = Object.fromEntries(Object.entries(saved).filter(([key]) => key !== 'id'));
    add('passengers', [fields]);
    add('id', pick(saved, 'id'));
  }
  const booked = await asCustomer('flight/bookFlight', {
    quoteId: pick(quote.data, 'quoteId'),
    idempotencyKey: crypto.randomUUID(),
    passengers: known.passengers?.[0],
    contact: { mobile: '+989123456710', country: 'IR', email: '' },
    agreement: '1',
    payment: 'wallet',
  });
  const trackingCode = pick(booked.data, 'trackingCode');
  add('trackingCode', trackingCode);
  add('mobile', '+989123456710');
  add('contact', { mobile: '+989123456710', country: 'IR', email: '' });
  const info = await asCustomer('ticket/ticketInfo', { trackingCode, mobile: '+989123456710' });
  add('access', pick(info.data, 'access'));
  add('ticketNumber', pick(info.data, 'tickets', 0, 'ticketNumber'));
  add('tickets', [pick(info.data, 'tickets', 0, 'ticketNumber')]);
  const request = await asCustomer('profile/newTicket', {
    title: 'Fuzz seed request',
    description: 'Opened before the run.',
  });
  add('id', pick(request.data, 'id'));
  // A stay in a city with demo hotels, and one of them, for the hotel endpoints.
  const stay = { city: 'MHD', checkIn: inDays(14), checkOut: inDays(16) };
  const hotels = await asCustomer('hotel/searchHotels', stay);
  add('city', stay.city);
  add('checkIn', stay.checkIn);
  add('checkOut', stay.checkOut);
  add('rooms', [{ adults: 2, children: 0 }]);
  add('id', pick(hotels.data, 'items', 0, 'id'));
  // A page every brand has, for context/getPageByUrl.
  add('url', 'aboutUs');
  // A contact message sent before the run (the dev tools answer its captcha) with the mobile
  // above, so request/getCase finds a case when it is sent both.
  const captcha = (await call(baseUrl, 'auth/createCaptcha', {})).data as {
    captchaId?: string;
    devAnswer?: string;
  };
  const sent = await call(baseUrl, 'request/createRequest', {
    fullName: 'Fuzz Seed',
    mobile: '+989123456710',
    subject: 'A case to look up',
    text: 'Sent before the run, for the lookup.',
    captchaId: captcha.captchaId,
    captcha: captcha.devAnswer,
  });
  add('reference', pick(sent.data, 'reference'));
  // A post of the brand with its category and a tag, for the blog's endpoints.
  const posts = await asCustomer('blog/getPosts', {});
  add('slug', pick(posts.data, 'items', 0, 'slug'));
  add('category', pick(posts.data, 'items', 0, 'category', 'slug'));
  add('tag', pick(posts.data, 'items', 0, 'tags', 0));
  // The blog's console: a category and a post of the brand (as the operator sees them), and an
  // image uploaded for posts, for the admin endpoints and the image route.
  const asOperator = (path: string, body: unknown) => call(baseUrl, path, body, tokens.operator);
  const categories = await asOperator('admin/getCategories', {});
  add('categoryId', pick(categories.data, 'items', 0, 'id'));
  const drafts = await asOperator('admin/getPosts', { status: 'draft' });
  add('id', pick(drafts.data, 'items', 0, 'id'));
  const image = new FormData();
  image.append(
    'image',
    new Blob([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    ]),
    'seed.png',
  );
  const uploaded = await fetch(`${baseUrl}/api/admin/uploadImage`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.operator}`, 'x-tenant': 'sepehran' },
    body: image,
  }).then((response) => response.json() as Promise<{ data?: { url?: string } }>);
  add('image', uploaded.data?.url);
  add('blogImage', uploaded.data?.url?.split('/').pop());
  return known;
}
