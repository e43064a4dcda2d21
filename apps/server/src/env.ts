import { z } from 'zod';
import { tenantIdSchema } from '@parvaz/domain/tenants/tenants';

function flag(byDefault: '0' | '1') {
  return z
    .enum(['0', '1', 'true', 'false', ''])
    .default(byDefault)
    .transform((v) => v === '1' || v === 'true');
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when absent the embedded database (PGlite) in DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * Uploaded files (attachments, avatars, documents, CVs, pictures): a folder outside the web
   * root; `uploads` inside DATA_DIR when not given.
   */
  UPLOADS_DIR: z.string().optional(),
  /** Tenant used when neither the host name nor the x-tenant header chooses one. */
  TENANT: tenantIdSchema.default('turk'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Test and demo tools (outbox reader, captcha answers); never in production. */
  DEV_TOOLS: flag('0'),
  /** Load demo data into an empty database. */
  SEED_DEMO: flag('1'),
  /** Seconds a search may reuse a route's offers read by an earlier search (0 turns it off). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * Seconds hotel searches may reuse a city's hotels (names, photos, facilities, ratings) read by
   * an earlier search; free rooms and prices are always read afresh (0 turns it off).
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  /** How long a fare re-check holds the seats while the traveller enters passengers. */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * Seconds between runs of the clean-up jobs (expired flight and hotel holds given back,
   * payments left pending settled or reversed); unset: every 30 s for holds, 60 s for payments.
   */
  CLEANUP_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  /**
   * Addresses of the reverse proxies whose X-Forwarded-* headers are believed (comma separated,
   * e.g. 127.0.0.1); unset: none, so no client can pose as another address to the rate limits.
   */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` lines for log collectors, `human` lines for a terminal; unset: json in production. */
  LOG_FORMAT: z.enum(['json', 'human']).optional(),
  /** SMTP server for e-mail from the outbox (smtp://user:pass@host:587, smtps://…); unset: e-mail is only logged. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /**
   * The hotel map's background tiles, a URL template with `{z}`, `{x}` and `{y}` (and `{s}` for
   * subdomains), e.g. `https://{s}.tile.openstreetmap.de/{z}/{x}/{y}.png`; its host is added to
   * the pages' Content-Security-Policy `img-src`. Unset: the map shows its pins on a plain
   * background and says it has no tiles.
   */
  MAP_TILES_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'must contain {z}, {x} and {y}',
    })
    .optional(),
  /** The tiles' attribution as the map shows it (their licence asks for it), plain text. */
  MAP_TILES_ATTRIBUTION: z.string().max(200).optional(),
  /** Folder of the built web app; served when it exists. */
  WEB_DIST: z.string().optional(),
  /**
   * Which payment provider new payments open at (decision 018): one name for every brand, then
   * brands of their own, e.g. `sandbox,turk=sandbox-pay`. A name no provider has stops the start.
   */
  PAYMENT_PROVIDERS: z
    .string()
    .regex(/^[\w-]+(,[a-z]+=[\w-]+)*$/, 'must read like sandbox,turk=sandbox-pay')
    .transform((text) => {
      const [fallback = 'sandbox', ...brands] = text.split(',');
      return {
        fallback,
        byTenant: Object.fromEntries(
          brands.map((brand) => {
            const [tenant = '', name = ''] = brand.split('=');
            return [tenant, name];
          }),
        ),
      };
    })
    .default({ fallback: 'sandbox', byTenant: {} }),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; a bad value stops the start with a message that names it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files write it.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.DEV_TOOLS) {
    throw new Error('Invalid environment:\n  DEV_TOOLS: must not be on in production');
  }
  return env;
}
