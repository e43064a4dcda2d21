// How a body goes on the wire: JSON, bracket-notation form, multipart, text, nothing, or broken
// on purpose (truncated JSON, a wrong content type, more bytes than the server's limit).
import type { Random } from './prng';
import { deepJsonText } from './hostile';

export interface WireBody {
  contentType?: string;
  payload?: Buffer;
  /** How it was encoded, for the report. */
  as: string;
}

/**
 * Percent-encoding that also carries lone surrogates: as the bytes a careless encoder writes
 * for them (`%ED%A0%80`), which are not valid UTF-8 — the server must cope with that too.
 */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff)
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      else out += encodeURIComponent(char);
    }
    return out;
  }
}

/** The fields of a value in bracket notation: `passengers[0][firstName]` → `ALI`. */
export function formPairs(value: unknown): [string, string][] {
  const pairs: [string, string][] = [];
  const walk = (node: unknown, key: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${key}[${i}]`));
    else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}[${k}]` : k);
    } else pairs.push([key, String(node ?? '')]);
  };
  if (value !== null && typeof value === 'object') walk(value, '');
  else pairs.push(['value', String(value)]);
  return pairs;
}

/** `passengers[0][firstName]=ALI` form (API.md "Calls"). */
export function formEncode(value: unknown): string {
  return formPairs(value)
    .map(([key, text]) => `${percentEncode(key)}=${percentEncode(text)}`)
    .join('&');
}

/** Form keys that aim at the prototype, as a hostile browser would send them. */
export function prototypeFormBody(random: Random): string {
  return random.pick([
    'a[__proto__][x]=1',
    '__proto__[polluted]=yes',
    'constructor[prototype][polluted]=yes',
    'passengers[0][__proto__][firstName]=ALI',
    'a[constructor][prototype][x]=1&b=2',
    '__proto__=1&toString=2&hasOwnProperty=3',
    'a' + '[a]'.repeat(200) + '=deep',
    'x[]=1&x[]=2&x[99999]=3',
    Array.from({ length: 3000 }, (_, i) => `k${i}=v`).join('&'),
  ]);
}

function multipart(value: unknown): { contentType: string; payload: Buffer } {
  const boundary = '----fuzz' + Math.random().toString(16).slice(2);
  const parts: string[] = [];
  for (const [name, text] of formPairs(value))
    parts.push(
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
    );
  parts.push(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="../../etc/passwd<img src=x>.png"\r\ncontent-type: image/png\r\n\r\nnot really a png\r\n`,
  );
  parts.push(`--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.from(parts.join('')),
  };
}

export const encodings = [
  'json',
  'form',
  'multipart',
  'text',
  'none',
  'json-as-form',
  'form-as-json',
  'truncated-json',
  'malformed-json',
  'deep-json',
  'prototype-form',
  'oversized',
  'odd-content-type',
] as const;
export type Encoding = (typeof encodings)[number];

export function encodeBody(value: unknown, encoding: Encoding, random: Random): WireBody {
  const json = () => JSON.stringify(value) ?? 'null';
  const as = encoding;
  switch (encoding) {
    case 'json':
      return { as, contentType: 'application/json', payload: Buffer.from(json()) };
    case 'form':
      return {
        as,
        contentType: 'application/x-www-form-urlencoded',
        payload: Buffer.from(formEncode(value)),
      };
    case 'multipart':
      return { as, ...multipart(value) };
    case 'text':
      return { as, contentType: 'text/plain', payload: Buffer.from(json()) };
    case 'none':
      return { as, payload: random.chance(0.5) ? Buffer.from(json()) : undefined };
    case 'json-as-form':
      return { as, contentType: 'application/x-www-form-urlencoded', payload: Buffer.from(json()) };
    case 'form-as-json':
      return { as, contentType: 'application/json', payload: Buffer.from(formEncode(value)) };
    case 'truncated-json': {
      const text = json();
      return {
        as,
        contentType: 'application/json',
        payload: Buffer.from(text.slice(0, random.int(0, Math.max(0, text.length - 1)))),
      };
    }
    case 'malformed-json':
      return {
        as,
        contentType: 'application/json; charset=utf-8',
        payload: Buffer.from(
          random.pick([
            '{',
            '{"a":}',
            "{'a':1}",
            '[1,]',
            '{"a":1}}',
            'nul',
            '\u0000',
            '{"a":"\\ud800"}',
            '{"a":NaN}',
          ]),
        ),
      };
    case 'deep-json':
      return {
        as,
        contentType: 'application/json',
        payload: Buffer.from(deepJsonText(random.pick([1000, 5000, 20_000]))),
      };
    case 'prototype-form':
      return {
        as,
        contentType: 'application/x-www-form-urlencoded',
        payload: Buffer.from(prototypeFormBody(random)),
      };
    case 'oversized': {
      // Past the server's 1 MiB body limit.
      const filler = 'A'.repeat(1024 * 1024 + random.int(1, 4096));
      const form = random.chance(0.5);
      return form
        ? {
            as,
            contentType: 'application/x-www-form-urlencoded',
            payload: Buffer.from(`a=${filler}`),
          }
        : { as, contentType: 'application/json', payload: Buffer.from(`{"a":"${filler}"}`) };
    }
    case 'odd-content-type':
      return {
        as,
        contentType: random.pick([
          'application/xml',
          'application/json; charset=latin1',
          'application/JSON',
          'application/x-www-form-urlencoded; charset=utf-16',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          '*/*',
          'application/json, text/plain',
          'text/html',
        ]),
        payload: Buffer.from(json()),
      };
  }
}
