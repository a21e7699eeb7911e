// One zod-validated configuration (product.md D6). Every variable has an embedded
// default so `npm start` needs nothing; a bad value stops start-up naming it.
import { z } from 'zod';
import { CURRENCIES } from '../contract/money.ts';
import { ACQUIRE_TIMEOUT_CEILING_MS, DEFAULT_ACQUIRE_TIMEOUT_MS, DEFAULT_POOL_SIZE, POOL_SIZE_CEILING } from './db/connection-budget.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** PostgreSQL URL for production; without it, embedded PGlite in PGLITE_DIR. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PGLITE_DIR: z.string().min(1).default('./var/db'),
    /** Where the image pipeline keeps the variants it makes (decision 028); instances may share it. */
    IMAGE_CACHE_DIR: z.string().min(1).default('./var/image-cache'),
    /**
     * Pictures uploaded in the studio (decision 037): in the database unless S3_BUCKET names an
     * S3-compatible bucket (the production choice). Without the keys the SDK's own chain is used.
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Connections per instance; pool × instances must fit the server (docs/operating/postgres-connections.md). */
    DATABASE_POOL_SIZE: z.coerce
      .number()
      .int()
      .min(1)
      .max(
        POOL_SIZE_CEILING,
        `at most ${POOL_SIZE_CEILING} per instance (product.md §9); for more connections run more instances behind PgBouncer`,
      )
      .default(DEFAULT_POOL_SIZE),
    /** Instances sharing the database (count a rolling deploy's overlap): only for the start-up connection check. */
    DATABASE_EXPECTED_INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
    /** How long a request waits for a database connection before the API answers 503 (product.md §9: at most 30 s). */
    DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(ACQUIRE_TIMEOUT_CEILING_MS).default(DEFAULT_ACQUIRE_TIMEOUT_MS),
    /** Direct PostgreSQL URL for the start-up migrations when DATABASE_URL goes through PgBouncer in transaction mode. */
    DATABASE_MIGRATION_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Signs the app bearer tokens (product.md §7). Generated per process when unset (tokens then die with the process). */
    TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    BRAND_KEY: z.string().min(1).default('casa-lumbre'),
    /**
     * Starts the engine's clock at this instant, from which it runs at the normal rate: a demonstration of
     * a late evening, and the late-evening browser journey (decision 026). Unset, the clock is the machine's.
     */
    CLOCK_START: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant, e.g. 2026-11-23T21:30:00Z' }).optional(),
    /** The machine's instant (ms since 1970) at which CLOCK_START holds; the test runs share one, so every clock agrees. */
    CLOCK_ANCHOR_MS: z.coerce.number().int().positive().optional(),
    /** Where diners and staff reach this site: links in mail, the .ics and the staff CLI. Unset, the server's own address (product.md D13). */
    PUBLIC_URL: z.url().optional(),
    SHOP_URL: z.url().default('https://shop.casalumbre.example/'),
    CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).default(3600),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Casa Lumbre <hello@casalumbre.example>'),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET: z.string().optional(),
    /** reCAPTCHA siteverify endpoint (a proxy may stand in front of Google's). */
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    /** reCAPTCHA v3 scores below this fail verification. */
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** product.md §5: the one company IP that skips captcha verification. */
    CAPTCHA_WHITELIST_IP: z.union([z.ipv4(), z.ipv6()]).optional(),
    /** Signs ALTCHA challenges; unset → generated once and kept in the database. */
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** ALTCHA work: the solver tries up to this many hashes (half on average; about 1 s in a desktop browser at 100 000). */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
    /** Contact and group enquiries not about one restaurant go here. */
    CENTRAL_INBOX: z.email().default('hello@casalumbre.example'),
    /** Instagram Graph API token; unset → the content pack's media. */
    INSTAGRAM_TOKEN: z.string().min(1).optional(),
    INSTAGRAM_API_URL: z.url().default('https://graph.instagram.com'),
    /** Form posts allowed per client IP, and per sessionId, in FORM_RATE_LIMIT_WINDOW (per form). */
    FORM_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    FORM_RATE_LIMIT_PER_SESSION: z.coerce.number().int().min(1).default(10),
    FORM_RATE_LIMIT_WINDOW: z
      .string()
      .regex(/^\d+ (second|minute|hour)s?$/, 'e.g. "10 minutes"')
      .default('10 minutes'),
    BRAINTREE_MERCHANT_ID: z.string().optional(),
    /**
     * product.md D11 "Idempotent money": the one currency of every card amount (fees per cover in the setup are in its
     * minor unit, pence for GBP); it must be the currency of the Braintree merchant account.
     */
    PAYMENTS_CURRENCY: z.enum(CURRENCIES).default('GBP'),
    BRAINTREE_PUBLIC_KEY: z.string().optional(),
    BRAINTREE_PRIVATE_KEY: z.string().optional(),
    /**
     * Tests and staging only (decision 051): where the Braintree SDK sends its requests — a local server speaking
     * its API (tests/support/fake-braintree-gateway.ts) — instead of Braintree's sandbox or production.
     */
    BRAINTREE_API_URL: z.url().optional(),
    /** Decision 038 SMS reminders through Twilio: all three, or none (SMS off). */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC…)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** The sending number (E.164) or alphanumeric sender id. */
    TWILIO_FROM: z.string().min(1).optional(),
    /** Twilio's API unless set (a local server speaking its Messages API, for tests). */
    TWILIO_API_URL: z.url().optional(),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    GEOCODER_URL: z.url().optional(),
    TRUST_PROXY: bool.default(false),
    /**
     * Decision 046: set, GET /metrics answers Prometheus with `Authorization: Bearer <token>` (401 without);
     * unset, /metrics does not exist (404).
     */
    METRICS_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)')
      .optional(),
    /** Requests per minute per client IP for /api (shared through Redis when REDIS_URL is set). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Seed the content pack at start-up when the database is empty (or when the pack changed). */
    SEED_ON_START: bool.default(true),
    /** Create the demo console admin (admin@demo.mesa.test, random password logged once) outside development too. Never set it in production. */
    DEMO_STAFF: bool.default(false),
  })
  .superRefine((env, ctx) => {
    const { S3_ACCESS_KEY_ID: id, S3_SECRET_ACCESS_KEY: secret } = env;
    if (!!id !== !!secret)
      ctx.addIssue({
        code: 'custom',
        path: [id ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK’s own credentials',
      });
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean))
      ctx.addIssue({
        code: 'custom',
        path: [(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)[twilio.findIndex((v) => !v)]!],
        message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three, or none for no SMS',
      });
  });

/** The server's own address, for a PUBLIC_URL left unset: a wildcard host is reached as localhost. */
export function ownAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** product.md D13: where Mesa answers and what it keeps its data in, in one line. */
export const startupLine = (url: string, config: { DATABASE_URL?: string | undefined; PGLITE_DIR: string }) =>
  `Mesa listening at ${url} (${config.DATABASE_URL ? 'PostgreSQL' : `embedded database ${config.PGLITE_DIR}`})`;

type ParsedEnv = z.infer<typeof envSchema>;
export type Config = Omit<ParsedEnv, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** False when PUBLIC_URL was left to its default (the server's own address): production warns at start-up. */
  PUBLIC_URL_GIVEN: boolean;
};

export class ConfigError extends Error {}

/**
 * product.md D8 "Demo admin" and "Demo bookings": a demo install is one in development or with DEMO_STAFF=true;
 * only it gets the demo admin and the demo day's sample bookings.
 */
export const isDemoInstall = (config: Pick<Config, 'NODE_ENV' | 'DEMO_STAFF'>) => config.NODE_ENV === 'development' || config.DEMO_STAFF;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in an env file) means "not set", so defaults apply.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { PUBLIC_URL, ...rest } = result.data;
  return { ...rest, PUBLIC_URL: PUBLIC_URL ?? ownAddress(rest.HOST, rest.PORT), PUBLIC_URL_GIVEN: PUBLIC_URL !== undefined };
}
