// Hostile values: what a careless or malicious client sends instead of the expected fields.
import type { Random } from './prng';

/** Markup that must never come back raw in an HTML page (the HTML check looks for these). */
export const markupPayloads = [
  '<img src=x onerror="window.__xss=1">',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</script><script>window.__xss=1</script>',
  '</title></style><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/** Raw forms of the payloads above that prove a page did not escape them. */
export const rawMarkupSigns = [
  '<img src=x onerror',
  '<svg onload',
  '<script>window.__xss',
  '<script>alert(',
];

export const sqlPayloads = [
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '1 UNION SELECT null, version() --',
  "'; SELECT pg_sleep(0); --",
  '\\',
  "%' AND 1=1 --",
];

export const unicodePayloads = [
  '😀🛫✈️👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301 Z\u0351\u0352\u0353\u0354\u0355',
  '\ud800',
  'a\udfffb',
  'nul\u0000byte',
  '\u200fRTL\u202eevil\u202c',
  '\ufeffBOM',
  'علی رضایی',
  'محمد\u200cرضا',
  '۰۹۱۲۱۲۳۴۵۶۷',
  '٠٩١٢١٢٣٤٥٦٧',
  '۱۴۰۳/۰۱/۰۱',
  'İıŞşĞğ',
  '\r\n\t',
  ' ',
  '',
];

export const oddScalars: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '0',
  '-1',
  'NaN',
  'Infinity',
  '1e999',
  '0x10',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '2024-02-30',
  '9999-12-31',
  '0000-00-00',
];

export const prototypeKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/** A string of about `bytes` bytes. */
export function hugeString(random: Random, bytes = 100 * 1024): string {
  const unit = random.pick(['A', 'ب', '😀', '<', '0']);
  return unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)));
}

/** Arrays or objects nested `depth` levels deep (built iteratively: no stack is spent here). */
export function deepNesting(depth: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** JSON text nested `depth` levels (JSON.stringify itself would overflow the stack). */
export function deepJsonText(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Any hostile string. */
export function hostileString(random: Random): string {
  const kind = random.int(0, 9);
  if (kind <= 2) return random.pick(markupPayloads);
  if (kind <= 4) return random.pick(sqlPayloads);
  if (kind <= 7) return random.pick(unicodePayloads);
  if (kind === 8) return random.pick(prototypeKeys);
  return hugeString(random, random.chance(0.3) ? 100 * 1024 : random.int(256, 4096));
}

/** Any hostile value: a string, an odd scalar, a huge array or deep nesting. */
export function hostileValue(random: Random): unknown {
  const kind = random.int(0, 11);
  if (kind <= 5) return hostileString(random);
  if (kind <= 8) return random.pick(oddScalars);
  if (kind === 9) return Array.from({ length: random.pick([0, 1, 101, 1000, 20_000]) }, () => 'x');
  if (kind === 10) return deepNesting(random.pick([10, 50, 500]), random.chance(0.5));
  return { [random.pick(prototypeKeys)]: { polluted: 'yes' } };
}
