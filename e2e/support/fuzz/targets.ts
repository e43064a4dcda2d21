// What the fuzzer aims at: every POST endpoint of /api/openapi.json, and the GET routes the
// document hides (files, the bank's pages, the payment callback) with their path and query.
import { hostileString, hostileValue, markupPayloads, prototypeKeys } from './hostile';
import type { Random } from './prng';
import { knownOr, mutate, validValue, type JsonSchema } from './schema-values';
import {
  encodeBody,
  encodings,
  formEncode,
  percentEncode,
  type Encoding,
  type WireBody,
} from './encode';

export type Role = 'guest' | 'customer' | 'supporter' | 'operator';

export interface FuzzContext {
  /** Gateway tokens of open sandbox payments, so the bank's pages are reached. */
  bankTokens: string[];
}

export interface FuzzCase {
  method: string;
  path: string;
  body?: WireBody;
  /** What was done to the valid input, for the report. */
  did: string[];
}

export interface Target {
  name: string;
  /** Only signed-in callers get past the role check. */
  secured: boolean;
  /** Roles that must not call it while the run needs their session (a logout ends it). */
  guestOnly?: boolean;
  build(random: Random, context: FuzzContext): FuzzCase;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { security?: unknown[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}

/** A body for a POST endpoint: valid, mutated, or broken at the wire level. */
function postCase(path: string, schema: JsonSchema, random: Random): FuzzCase {
  const valid = validValue(schema, random);
  const roll = random.next();
  if (roll < 0.3) {
    const encoding: Encoding = random.chance(0.5) ? 'json' : 'form';
    return { method: 'POST', path, body: encodeBody(valid, encoding, random), did: ['valid'] };
  }
  if (roll < 0.8) {
    const { body, did } = mutate(valid, random);
    const encoding: Encoding = random.pick(['json', 'json', 'form', 'form', 'multipart']);
    return { method: 'POST', path, body: encodeBody(body, encoding, random), did };
  }
  const encoding = random.pick(encodings.filter((e) => e !== 'json' && e !== 'form'));
  return {
    method: 'POST',
    path,
    body: encodeBody(valid, encoding, random),
    did: [`wire:${encoding}`],
  };
}

export function targetsFromOpenApi(document: OpenApi): Target[] {
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const post = operations.post;
    if (!post) continue;
    const schema = post.requestBody?.content?.['application/json']?.schema ?? { type: 'object' };
    targets.push({
      name: `POST ${path}`,
      secured: Boolean(post.security?.length),
      guestOnly: path === '/api/auth/logout',
      build: (random) => postCase(path, schema, random),
    });
  }
  return targets;
}

/** A query value: a plausible one, a hostile one, or an array/object in bracket notation. */
function queryOf(random: Random, fields: Record<string, () => string>): string {
  const pairs: string[] = [];
  for (const [key, plausible] of Object.entries(fields)) {
    const roll = random.next();
    if (roll < 0.15) continue;
    if (roll < 0.55) pairs.push(`${key}=${percentEncode(plausible())}`);
    else if (roll < 0.85)
      pairs.push(
        `${key}=${percentEncode(hostileString(random).slice(0, random.pick([64, 5000, 120_000])))}`,
      );
    else
      pairs.push(
        formEncode({
          [key]: random.pick([[plausible(), 'x'], { a: plausible() }, { __proto__x: 1 }]),
        }),
      );
  }
  if (random.chance(0.2)) pairs.push(`${random.pick(prototypeKeys)}[polluted]=1`);
  if (random.chance(0.1)) pairs.push('%E0%A4%A=bad-escape&%=1');
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function segment(random: Random, plausible: () => string): string {
  if (random.chance(0.5)) return percentEncode(plausible());
  return random.pick([
    percentEncode(hostileString(random).slice(0, 2000)),
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%ZZ',
    percentEncode(random.pick(markupPayloads)),
    'a'.repeat(random.pick([21, 129, 5000])),
  ]);
}

/** The GET routes the OpenAPI document hides, and the bank's form posts. */
export function hiddenTargets(): Target[] {
  const lang = () => 'fa';
  const target = (
    name: string,
    secured: boolean,
    build: (random: Random, context: FuzzContext) => FuzzCase,
  ): Target => ({ name, secured, build });
  const bankToken = (random: Random, context: FuzzContext) => () =>
    context.bankTokens.length && random.chance(0.8)
      ? random.pick(context.bankTokens)
      : 'no-such-token';
  return [
    target('GET /api/ticket/pdf/:trackingCode', false, (random) => ({
      method: 'GET',
      path: `/api/ticket/pdf/${segment(random, () => knownOr('trackingCode', random, () => 'ABC123'))}${queryOf(
        random,
        {
          mobile: () => knownOr('mobile', random, () => '09123456710'),
          access: () => knownOr('access', random, () => 'x.y'),
          lang,
          calendar: () => random.pick(['jalali', 'gregorian']),
        },
      )}`,
      did: ['path+query'],
    })),
    target('GET /api/payment/callback', false, (random, context) => ({
      method: 'GET',
      path: `/api/payment/callback${queryOf(random, { token: bankToken(random, context), status: () => random.pick(['OK', 'NOK']) })}`,
      did: ['query'],
    })),
    target('POST /api/payment/callback', false, (random, context) => {
      const body = {
        token: bankToken(random, context)(),
        status: random.pick(['OK', 'NOK', hostileValue(random)]),
      };
      return {
        method: 'POST',
        path: '/api/payment/callback',
        body: encodeBody(
          body,
          random.pick(['form', 'json', 'text', 'malformed-json', 'prototype-form']),
          random,
        ),
        did: ['body'],
      };
    }),
    target('GET /bank/sandbox/:token', false, (random, context) => ({
      method: random.chance(0.9) ? 'GET' : 'HEAD',
      path: `/bank/sandbox/${segment(random, bankToken(random, context))}${queryOf(random, { lang })}`,
      did: ['path+query'],
    })),
    target('POST /bank/sandbox/:token', false, (random, context) => {
      const form = {
        action: random.chance(0.9) ? 'pay' : random.pick(['cancel', hostileString(random)]),
        pan: random.pick([
          '6037991234567893',
          hostileString(random).slice(0, 64),
          random.pick(markupPayloads),
        ]),
        cvv2: random.pick(['123', hostileString(random).slice(0, 16)]),
        expMonth: random.pick(['12', random.pick(markupPayloads).slice(0, 8), '"><img']),
        expYear: random.pick(['2030', '"><svg', hostileString(random).slice(0, 8)]),
        otp: random.pick(['123456', hostileString(random).slice(0, 16)]),
      };
      // A wrong pan is kept in the refused form: that is where markup would come back.
      if (random.chance(0.5)) form.pan = random.pick(markupPayloads).slice(0, 64);
      return {
        method: 'POST',
        path: `/bank/sandbox/${percentEncode(bankToken(random, context)())}${queryOf(random, { lang })}`,
        body: encodeBody(
          form,
          random.pick(['form', 'form', 'form', 'json', 'multipart', 'prototype-form', 'oversized']),
          random,
        ),
        did: ['bank-form'],
      };
    }),
    ...['confirm', 'unsubscribe'].map((link) =>
      target(`GET /api/newsletter/${link}`, false, (random) => ({
        method: random.chance(0.9) ? 'GET' : 'HEAD',
        path: `/api/newsletter/${link}${queryOf(random, {
          token: () => random.pick(['a'.repeat(43), 'short', 'x-y_z'.repeat(9)]),
          lang,
        })}`,
        did: ['query'],
      })),
    ),
    // The visitors' case pages: a report form chosen by the address, the lookup's reference.
    target('GET /report and /case', false, (random) => ({
      method: random.chance(0.9) ? 'GET' : 'HEAD',
      path: `${random.pick(['/report', '/case'])}${queryOf(random, {
        kind: () => random.pick(['complaint', 'safety', 'contact', '']),
        reference: () => knownOr('reference', random, () => '1000000009'),
        lang,
      })}`,
      did: ['page-query'],
    })),
    // The brand's blog feed, sitemap and robots.txt, by the host or header that names the brand.
    target('GET /blogs/feed.xml', false, (random) => ({
      method: random.chance(0.9) ? 'GET' : 'HEAD',
      path: `/blogs/feed.xml${queryOf(random, { lang: () => random.pick(['fa', 'en', 'ar', 'tr', 'xx']) })}`,
      did: ['query'],
    })),
    ...['/sitemap.xml', '/robots.txt'].map((path) =>
      target(`GET ${path}`, false, (random) => ({
        method: random.chance(0.9) ? 'GET' : 'HEAD',
        path: `${path}${queryOf(random, { lang })}`,
        did: ['query'],
      })),
    ),
    target('GET /api/files/:id', true, (random) => ({
      method: 'GET',
      path: `/api/files/${segment(random, () => random.pick(['00000000-0000-0000-0000-000000000000', '1']))}`,
      did: ['path'],
    })),
    target('GET /api/admin/signRequestFile/:id', true, (random) => ({
      method: 'GET',
      path: `/api/admin/signRequestFile/${segment(random, () => random.pick(['a'.repeat(32), '0']))}`,
      did: ['path'],
    })),
    target('GET /api/admin/jobApplications/:id/cv', true, (random) => ({
      method: 'GET',
      path: `/api/admin/jobApplications/${segment(random, () => random.pick(['1', '0', '99999999']))}/cv`,
      did: ['path'],
    })),
    // The blog's images: public, but only the ones uploaded for posts, on their brand.
    target('GET /api/blog/images/:id', false, (random) => ({
      method: random.chance(0.9) ? 'GET' : 'HEAD',
      path: `/api/blog/images/${segment(random, () => knownOr('blogImage', random, () => 'a'.repeat(32)))}`,
      did: ['path'],
    })),
    target('GET /api/user/avatar', true, (random) => ({
      method: 'GET',
      path: `/api/user/avatar${queryOf(random, { v: () => '1' })}`,
      did: ['query'],
    })),
    // Pages rendered on the server read their address (the search, an access token, a held
    // fare's choice) and call the API while rendering: a bad query must still answer a page.
    target('GET server-rendered pages', false, (random) => ({
      method: random.chance(0.9) ? 'GET' : 'HEAD',
      path: `${random.pick(['/', '/flights', '/booking', '/booking/result', '/ticket', '/refund', '/flightPrivacy', '/ssr', '/flightInformations', '/newsletter', '/blogs', `/blogs/${knownOr('slug', random, () => 'a-weekend-in-shiraz')}`])}${queryOf(
        random,
        {
          origin: () => random.pick(['MHD', 'THRC', 'KIH', 'IST']),
          destination: () => random.pick(['THRC', 'MHD', 'SYZ', 'MCT']),
          departureDate: () => random.pick(['2026-12-01', '2027-01-15', '1405-09-10']),
          returnDate: () => random.pick(['', '2026-12-08']),
          roundTrip: () => random.pick(['0', '1']),
          adult: () => random.pick(['1', '2', '9', '10']),
          child: () => random.pick(['0', '1']),
          infant: () => random.pick(['0', '1']),
          departureRef: () => random.pick(['1.economy', '999999.business']),
          agencyId: () => random.pick(['1', '3']),
          access: () => knownOr('access', random, () => 'x.y'),
          receipt: () => 'x.y',
          tenant: () => random.pick(['sepehran', 'turk', 'oman', 'nobody']),
          category: () => random.pick(['visas', 'hotels', 'nothing']),
          tag: () => random.pick(['Schengen', 'یزد', '']),
          page: () => random.pick(['1', '2', '-1', '99999', 'x']),
          airport: () => random.pick(['THR', 'MHD', 'IST', 'MCT', 'XXX', 'thr']),
          direction: () => random.pick(['departures', 'arrivals', 'sideways']),
          date: () => random.pick(['2026-12-01', '2026-02-30', '1405-09-10']),
          q: () => random.pick(['IR', 'مشهد', 'tehran', '']),
          state: () => random.pick(['confirmed', 'unsubscribed', 'invalid', 'other']),
        },
      )}`,
      did: ['page-query'],
    })),
    target('GET pages and unknown paths', false, (random) => ({
      method: random.pick(['GET', 'GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']),
      path: random.pick([
        `/${segment(random, () => 'booking')}${queryOf(random, { q: () => 'x' })}`,
        `/api/${segment(random, () => 'flight/getCities')}`,
        `/api/flight/${segment(random, () => 'getCities')}${queryOf(random, { lang })}`,
        `/ticket${queryOf(random, { trackingCode: () => 'PZ1', mobile: () => '0912' })}`,
        `/locales/${segment(random, () => 'fa/messages.json')}`,
        `/api/openapi.json${queryOf(random, { x: () => '1' })}`,
        `/healthz${queryOf(random, { x: () => '1' })}`,
      ]),
      did: ['path'],
    })),
  ];
}
