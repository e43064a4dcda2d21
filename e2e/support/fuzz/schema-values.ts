// Values from the OpenAPI (JSON Schema) of a request: valid-looking ones that get past
// validation into the handlers, and mutations of them (wrong types, missing and extra fields,
// hostile strings in every place).
import { hostileString, hostileValue, prototypeKeys } from './hostile';
import type { Random } from './prng';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What a real client would put in a field of this name: the schemas only say "string", and
 * handlers are only reached with values that pass the domain's rules.
 */
function hintFor(name: string, random: Random): unknown {
  const hints: Record<string, () => unknown> = {
    mobile: () => random.pick(['09123456710', '09121234567', '+989123456710', '۰۹۱۲۳۴۵۶۷۱۰']),
    username: () => random.pick(['3712456808', '09123456710', '3712457456']),
    password: () => random.pick(['Parvaz1234', 'Wrong12345']),
    confirmPassword: () => 'Parvaz1234',
    oldPassword: () => 'NotTheOld1',
    nationalCode: () => random.pick(['3712456808', '0012345679', '۳۷۱۲۴۵۶۸۰۸']),
    national_id: () => random.pick(['3712456808', '0012345679']),
    passport_number: () => random.pick(['X1234567', 'P9876543']),
    email: () => random.pick(['someone@example.com', 'a@b.co']),
    firstName: () => random.pick(['ALI', 'SARA', 'علی', 'Ahmet']),
    lastName: () => random.pick(['REZAEI', 'KARIMI', 'رضایی', 'Yilmaz']),
    origin: () => random.pick(['THRC', 'MHD', 'KIH', 'IST']),
    destination: () => random.pick(['MHD', 'SYZ', 'THRC', 'MCT']),
    departureDate: () => inDays(random.int(1, 40)),
    returnDate: () => inDays(random.int(41, 60)),
    from: () => inDays(random.int(1, 10)),
    to: () => inDays(random.int(11, 30)),
    birth_date: () => random.pick(['1990-01-01', '2018-05-05', '2025-06-01']),
    expire_date: () => inDays(400),
    roundTrip: () => random.pick(['0', '1']),
    adult: () => random.int(1, 3),
    child: () => random.int(0, 1),
    infant: () => random.int(0, 1),
    nationality: () => random.pick(['IR', 'TR', 'OM']),
    gender: () => random.pick(['M', 'F']),
    trackingCode: () => random.pick(['PZ12345678', 'ABC123', '123456']),
    ticketNumber: () => random.pick(['1234567890123', '0000000000000']),
    code: () => random.pick(['123456', '000000']),
    captcha: () => 'abcde',
    amount: () => random.pick([100_000, 5_000_000, 1]),
    bankId: () => 'sandbox',
    page: () => random.int(1, 3),
    pageSize: () => random.pick([10, 20]),
    id: () => random.int(1, 20),
    provinceId: () => random.int(1, 10),
    lang: () => random.pick(['fa', 'en', 'ar', 'tr']),
    title: () => 'Question about my booking',
    description: () => 'Please help with my ticket.',
    text: () => 'A reply with some text.',
    reason: () => 'Changed plans',
    agreement: () => '1',
    payment: () => random.pick(['wallet', 'gateway']),
    airport: () => random.pick(['THR', 'MHD', 'IST', 'MCT', 'ikA', 'XXX']),
    direction: () => random.pick(['departures', 'arrivals']),
    q: () => random.pick(['IR', 'مشهد', 'Tehran', 'ZZ 1']),
  };
  return hints[name]?.();
}

/**
 * Real values read from the server before the run (a search id, a quote, a tracking code, a
 * saved passenger), by field name: with them valid bodies get past the lookups into the
 * handlers' later steps.
 */
const knownValues = new Map<string, unknown[]>();

export function useKnownValues(values: Record<string, unknown[]>): void {
  knownValues.clear();
  for (const [name, list] of Object.entries(values)) if (list.length) knownValues.set(name, list);
}

/** A real value of field `name` when one is known (most of the time), else `fallback`'s. */
export function knownOr(name: string, random: Random, fallback: () => string): string {
  const known = knownValues.get(name);
  const value = known && random.chance(0.8) ? random.pick(known) : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback();
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value that fits `schema` (and the field's name), as a real client would send it. */
export function validValue(schema: JsonSchema, random: Random, name = '', depth = 0): unknown {
  const known = knownValues.get(name);
  if (known && random.chance(0.7)) return structuredClone(random.pick(known));
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return validValue(random.pick(options), random, name, depth);
  if (schema.allOf?.length) return validValue(schema.allOf[0] as JsonSchema, random, name, depth);
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) return validObject(schema, random, depth);
  if (types.includes('array')) {
    const min = schema.minItems ?? 0;
    const max = Math.min(schema.maxItems ?? 3, min + 2);
    const count = depth > 4 ? min : random.int(Math.max(min, 1), Math.max(max, min, 1));
    return Array.from({ length: count }, () =>
      validValue(schema.items ?? {}, random, name, depth + 1),
    );
  }
  const hinted = hintFor(name, random);
  if (hinted !== undefined) return hinted;
  if (types.includes('boolean')) return random.chance(0.5);
  if (types.includes('integer') || (types.includes('number') && !types.includes('string'))) {
    const min = schema.minimum ?? 0;
    return random.int(min, Math.min(schema.maximum ?? min + 100, min + 100));
  }
  if (types.includes('string') || types.length === 0) {
    const min = schema.minLength ?? 1;
    const max = schema.maxLength ?? 20;
    return 'x'.repeat(Math.min(Math.max(min, random.int(1, 12)), max));
  }
  return null;
}

function validObject(schema: JsonSchema, random: Random, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    // Optional fields are present most of the time: handlers branch on them.
    if (required.has(key) || random.chance(0.7))
      out[key] = validValue(property, random, key, depth + 1);
  }
  return out;
}

/** Every path to a leaf or container in a JSON value, for targeted mutation. */
function pathsOf(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
) {
  out.push(prefix);
  if (prefix.length > 6) return out;
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      // Not into prototype-named keys: reading them back by name would reach the prototype.
      if (!prototypeKeys.includes(k)) pathsOf(v, [...prefix, k], out);
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else Reflect.deleteProperty(node, last);
  } else {
    Object.defineProperty(node, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return root;
}

export const mutationNames = [
  'hostile-value',
  'hostile-string',
  'wrong-type',
  'drop-field',
  'extra-field',
  'prototype-key',
  'whole-body-odd',
] as const;

/** One to three mutations of a valid body; names what it did (for the report). */
export function mutate(body: unknown, random: Random): { body: unknown; did: string[] } {
  let value: unknown = structuredClone(body);
  const did: string[] = [];
  for (let n = random.int(1, 3); n > 0; n--) {
    const paths = pathsOf(value);
    const path = random.pick(paths);
    const kind = random.pick(mutationNames);
    did.push(`${kind}@${path.join('.') || '(root)'}`);
    if (kind === 'hostile-value') value = setAt(value, path, hostileValue(random));
    else if (kind === 'hostile-string') value = setAt(value, path, hostileString(random));
    else if (kind === 'wrong-type')
      value = setAt(value, path, random.pick([42, true, null, [], {}, 'str', [1, 2], { a: 1 }]));
    else if (kind === 'drop-field' && path.length > 0) value = setAt(value, path, undefined, true);
    else if (kind === 'extra-field' || kind === 'prototype-key') {
      const container = path.length > 0 ? path.slice(0, -1) : [];
      const key =
        kind === 'prototype-key' ? random.pick(prototypeKeys) : hostileString(random).slice(0, 64);
      const target = container.reduce<unknown>(
        (node, k) => (node as Record<string | number, unknown>)[k],
        value,
      );
      if (target && typeof target === 'object' && !Array.isArray(target))
        setAt(value, [...container, key], hostileValue(random));
    } else if (kind === 'whole-body-odd') value = random.pick([[], 'text', 42, null, [{}], true]);
  }
  return { body: value, did };
}
