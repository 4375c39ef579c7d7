/**
 * Every environment variable Zari reads, parsed by zod once at start-up. Nothing else reads process.env.
 * A bad value stops the process with a message naming each bad variable.
 */
import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { COD_CONFIRM_HOURS_DEFAULT, LOCALES, OTP_RESEND_SECONDS } from '@zari/contract';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const DEV_SECRET = 'zari-development-secret-change-me-in-production';

/** DLT template ids by template name and locale: `{"otp":{"en":"1107…","hi":"1107…"}}`. */
const DltTemplateIds = z.record(z.string(), z.partialRecord(z.enum(LOCALES), z.string().regex(/^\d{6,30}$/)));
export type DltTemplateIds = z.infer<typeof DltTemplateIds>;

/** Below this, a secret's characters are too few or too alike to key HMACs: `openssl rand -hex 16` scores 90+. */
const MIN_SECRET_ENTROPY_BITS = 80;

/**
 * Whether `secret` is guessable whatever its length: one short unit repeated (`aaaa…`, `passwordpassword…`)
 * or too little spread over its characters (length × Shannon entropy of their frequencies).
 */
export function isWeakSecret(secret: string) {
  if (/^(.+?)\1+$/s.test(secret)) return true;
  const counts = new Map<string, number>();
  for (const character of secret) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...secret].length;
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / length);
  return bits < MIN_SECRET_ENTROPY_BITS;
}

const DURATION_UNITS_MS: Record<string, number> = {
  ms: 1,
  millisecond: 1,
  s: 1000,
  second: 1000,
  m: 60_000,
  minute: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
};
const DURATION_HINT = 'must be milliseconds or a count and unit, e.g. "1 minute", "30 seconds", "500 ms"';

/** `1 minute`, `30s`, `500` (ms) → milliseconds; undefined when not a positive duration. */
function durationMs(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!match) return undefined;
  const name = (match[2] ?? '').toLowerCase();
  const unit = name === '' ? 1 : (DURATION_UNITS_MS[name] ?? DURATION_UNITS_MS[name.replace(/s$/, '')]);
  const ms = unit === undefined ? Number.NaN : Number(match[1]) * unit;
  return Number.isFinite(ms) && ms >= 1 ? Math.round(ms) : undefined;
}

/** Minutes after midnight (India time) a quiet window starts and ends; `null` when off. */
export type QuietHours = { startMinute: number; endMinute: number } | null;

function parseQuietHours(text: string): QuietHours | undefined {
  if (text.trim().toLowerCase() === 'off') return null;
  const match = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return undefined;
  const [startHour, startMin, endHour, endMin] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (startHour > 23 || endHour > 23 || startMin > 59 || endMin > 59) return undefined;
  const startMinute = startHour * 60 + startMin;
  const endMinute = endHour * 60 + endMin;
  return startMinute === endMinute ? null : { startMinute, endMinute };
}

const Env = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The storefront's public origin, e.g. https://zari.example: absolute URLs (sitemap, canonical links, share
     * images) start with it, and it is accepted as a request Origin. Required in production; in development
     * the origin each request came to stands in.
     */
    PUBLIC_ORIGIN: z.url().optional(),
    TRUST_PROXY: bool.default(false),

    DATABASE_URL: z.url().optional(),
    /**
     * Where the catalogue cache's bus LISTENs (cache-bus.ts), when DATABASE_URL goes through PgBouncer in
     * transaction mode (which does not keep a LISTEN): the same database, directly. Defaults to DATABASE_URL.
     */
    CACHE_BUS_DATABASE_URL: z.url().optional(),
    /** Resolved against the working directory, so files are served from an absolute root. */
    DATA_DIR: z
      .string()
      .default('.data')
      .transform((dir) => resolve(dir)),
    /** Built storefront to serve; defaults to apps/web/dist next to this app. */
    WEB_DIST_DIR: z.string().optional(),
    /** Built back office to serve at /admin; defaults to apps/admin/dist next to this app. */
    ADMIN_DIST_DIR: z.string().optional(),
    SEED_DEMO_CATALOG: bool.default(true),

    /** Keys the HMACs of OTP codes and session tokens. */
    AUTH_SECRET: z
      .string()
      .min(32)
      .refine((secret) => !isWeakSecret(secret), {
        message:
          'is guessable (repeated or too few different characters); use e.g. `openssl rand -base64 48`',
      })
      .default(DEV_SECRET),
    SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
    OTP_TTL_SECONDS: z.coerce.number().int().positive().default(600),
    OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
    OTP_RESEND_SECONDS: z.coerce.number().int().nonnegative().default(OTP_RESEND_SECONDS),
    OTP_HOURLY_LIMIT_PER_PHONE: z.coerce.number().int().positive().default(5),
    OTP_HOURLY_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),

    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    /** A DLT-registered sender id or number, or a Messaging Service SID (MG…). */
    TWILIO_FROM: z.string().optional(),
    /**
     * India's DLT (issue 35): the id the operator's portal gave each SMS template, as JSON by template name and
     * locale (`pnpm --filter @zari/api dlt:templates` lists the templates and these ids). Optional: Twilio takes
     * no template id with a message (the operators match its text; the ids go to Twilio's sender-id
     * registration), so the ids are kept for that export.
     */
    DLT_TEMPLATE_IDS: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return {};
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        const ids = DltTemplateIds.safeParse(json);
        if (ids.success) return ids.data;
        ctx.addIssue({
          code: 'custom',
          message:
            'must be JSON of template ids by template and locale, e.g. {"otp":{"en":"1107161234567890123"}}',
        });
        return z.NEVER;
      }),
    /**
     * The WhatsApp-enabled Twilio sender (`+91…` or `whatsapp:+91…`) for order updates by WhatsApp; unset, those
     * go by SMS. Only read when SMS_PROVIDER=twilio.
     */
    TWILIO_WHATSAPP_FROM: z
      .string()
      .regex(/^(whatsapp:)?\+[1-9]\d{6,14}$/, 'must be a number in E.164, e.g. whatsapp:+14155238886')
      .optional(),

    // Order updates (issue 32): the events worker delivers them from the outbox.
    /**
     * `HH:MM-HH:MM` in Asia/Kolkata, e.g. `21:00-09:00`: messages that are not urgent wait until it ends;
     * `off` sends at any hour.
     */
    NOTIFY_QUIET_HOURS: z
      .string()
      .default('21:00-09:00')
      .transform((text, ctx) => {
        const window = parseQuietHours(text);
        if (window !== undefined) return window;
        ctx.addIssue({
          code: 'custom',
          message: 'must be HH:MM-HH:MM (Asia/Kolkata), e.g. 21:00-09:00, or off',
        });
        // `off` parses to null, so only undefined means a bad value.
        return z.NEVER;
      }),
    /** How often each instance's worker looks for due messages. */
    EVENTS_POLL_MS: z.coerce.number().int().min(10).default(1000),
    /** Attempts per message before it is marked failed (with backoff from 30 s, doubling, at most an hour). */
    EVENTS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),

    // Cash-on-delivery confirmation (issue 32).
    /** Hours a COD order awaits its shopper's confirmation before it is cancelled (its link expires then). */
    COD_CONFIRM_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 14)
      .default(COD_CONFIRM_HOURS_DEFAULT),
    /** How often each instance looks for COD orders past their confirmation deadline. */
    COD_CONFIRM_SWEEP_MS: z.coerce.number().int().min(100).default(60_000),
    /** How often refunds the payment provider left unanswered are asked again, and how old they must be. */
    REFUND_SWEEP_MS: z.coerce.number().int().min(100).default(120_000),

    PAYMENT_GATEWAY: z.enum(['simulated', 'razorpay']).default('simulated'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
    /** Unset: the development value outside production, one derived from AUTH_SECRET in production. */
    SIMULATED_PAYMENT_SECRET: z.string().min(16).optional(),
    /**
     * The AES-256-GCM key that encrypts shoppers' bank and UPI details at rest (issue 33): 32 bytes, base64 or
     * hex (`openssl rand -base64 32`). Required in production; unset: a development key outside production,
     * one derived from AUTH_SECRET in a declared public demo.
     */
    DATA_ENCRYPTION_KEY: z
      .string()
      .optional()
      .refine((value) => value === undefined || dataKeyBytes(value) !== undefined, {
        message: 'must be 32 bytes, base64 or hex (e.g. openssl rand -base64 32)',
      }),

    // Shipments (issue 32): `manual` (staff type carrier and tracking number, a valid production choice) or
    // `shiprocket` (its REST API books the parcel on Packed; its tracking webhook moves the order on).
    SHIPPING_PROVIDER: z.enum(['manual', 'shiprocket']).default('manual'),
    SHIPROCKET_EMAIL: z.string().optional(),
    SHIPROCKET_PASSWORD: z.string().optional(),
    /** The pickup location's name as set up in Shiprocket's panel (where the parcels are collected). */
    SHIPROCKET_PICKUP_LOCATION: z.string().optional(),
    /** The token Shiprocket sends in the webhook's `x-api-key` header; at least 16 characters. */
    SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16).optional(),
    SHIPROCKET_BASE_URL: z.url().default('https://apiv2.shiprocket.in'),
    /** The longest one call to the carrier may take before it counts as an outage (and is retried later). */
    SHIPPING_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),

    REDIS_URL: z.url().optional(),
    /**
     * How long browsers and proxies may keep a catalogue answer or page (`max-age`), and how long the instance
     * keeps one while it cannot hear other instances' changes (cache-bus.ts); 0 turns the cache off.
     */
    CATALOG_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(3000),
    /**
     * How long the instance keeps a catalogue answer or page while it hears every change (issue 36): they are
     * dropped when what they show changes, so this is only the backstop for a write that forgets to say so.
     */
    CATALOG_CACHE_MAX_AGE_MS: z.coerce
      .number()
      .int()
      .nonnegative()
      .default(5 * 60_000),
    /**
     * The most that cache (catalogue answers and rendered pages) may hold in memory, in bytes; the least
     * recently used are dropped first, and an answer over a quarter of it is not kept. 32 MiB holds thousands
     * of compressed pages and keeps an instance's memory small whatever URLs it is asked for.
     */
    CATALOG_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .default(32 * 1024 * 1024),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    /** Milliseconds, or a count and unit such as `1 minute`, `30 seconds`; parsed here so a typo stops start-up. */
    RATE_LIMIT_WINDOW: z
      .string()
      .default('1 minute')
      .transform((text, ctx) => {
        const ms = durationMs(text);
        if (ms === undefined) ctx.addIssue({ code: 'custom', message: DURATION_HINT });
        return ms ?? z.NEVER;
      }),

    // Real-user speed (issue 36).
    /**
     * The share of storefront page loads that send a speed beacon, 0 to 1. Unset: every load (1) outside
     * production, one in ten (0.1) in production. Told to the browser in each page it is sent.
     */
    RUM_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
    /** Speed beacons one client may send per RATE_LIMIT_WINDOW (a page load sends one as it is hidden). */
    RUM_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    /** How often each instance writes the speed samples it has counted to Postgres, one statement a time. */
    RUM_FLUSH_MS: z.coerce.number().int().min(100).default(10_000),

    // Safe to deploy (issue 12): demo providers only by explicit choice, and every connection time-boxed.
    /** Lets a production server run SMS_PROVIDER=console and PAYMENT_GATEWAY=simulated as a public demo. */
    ALLOW_DEMO_PROVIDERS: bool.default(false),
    /** A whole request (headers and body) must arrive within this; slow-body clients are cut. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** The request headers must arrive within this; slow-loris clients are cut. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** An idle keep-alive connection is closed after this. */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),

    // Operations (DESIGN §9: faults degrade, never crash).
    /** How long a request waits for a database connection before the API answers 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
    /** The longest one SQL statement may run (or a frozen database be waited for) before the API answers 503. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** How long start-up keeps retrying an unreachable database before exiting non-zero. */
    DATABASE_STARTUP_TIMEOUT_SECONDS: z.coerce.number().int().nonnegative().default(60),
    /** Prometheus metrics are served on this port (not the public one); unset: not served. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  })
  .superRefine((env, ctx) => {
    const need = (name: keyof typeof env, why: string) => {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required ${why}` });
    };
    if (env.SMS_PROVIDER === 'twilio') {
      need('TWILIO_ACCOUNT_SID', 'when SMS_PROVIDER=twilio');
      need('TWILIO_AUTH_TOKEN', 'when SMS_PROVIDER=twilio');
      need('TWILIO_FROM', 'when SMS_PROVIDER=twilio');
    }
    if (env.PAYMENT_GATEWAY === 'razorpay') {
      need('RAZORPAY_KEY_ID', 'when PAYMENT_GATEWAY=razorpay');
      need('RAZORPAY_KEY_SECRET', 'when PAYMENT_GATEWAY=razorpay');
      need('RAZORPAY_WEBHOOK_SECRET', 'when PAYMENT_GATEWAY=razorpay');
    }
    if (env.SHIPPING_PROVIDER === 'shiprocket') {
      need('SHIPROCKET_EMAIL', 'when SHIPPING_PROVIDER=shiprocket');
      need('SHIPROCKET_PASSWORD', 'when SHIPPING_PROVIDER=shiprocket');
      need('SHIPROCKET_PICKUP_LOCATION', 'when SHIPPING_PROVIDER=shiprocket');
      need('SHIPROCKET_WEBHOOK_TOKEN', 'when SHIPPING_PROVIDER=shiprocket');
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not exceed REQUEST_TIMEOUT_MS',
      });
    }
    if (env.NODE_ENV === 'production') {
      for (const [name, message] of productionRefusals(env))
        ctx.addIssue({ code: 'custom', path: [name], message });
    }
  })
  .transform((env) => ({
    ...env,
    SIMULATED_PAYMENT_SECRET: env.SIMULATED_PAYMENT_SECRET ?? simulatedPaymentSecret(env),
    DATA_ENCRYPTION_KEY: dataKeyBytes(env.DATA_ENCRYPTION_KEY ?? '') ?? derivedDataKey(env),
  }));

/** The 32 key bytes of DATA_ENCRYPTION_KEY written in hex or base64; undefined when it is neither. */
function dataKeyBytes(value: string): Buffer | undefined {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

/**
 * The data key when none is set: outside production a fixed development key (data on a developer's disk is
 * demo data); in a declared public demo one derived from AUTH_SECRET. Production proper refuses to start.
 */
function derivedDataKey(env: { NODE_ENV: string; AUTH_SECRET: string }): Buffer {
  const seed = env.NODE_ENV === 'production' ? env.AUTH_SECRET : DEV_SECRET;
  return createHmac('sha256', seed).update('zari:data-encryption-key').digest();
}

/**
 * The simulated gateway's secret when none is set. Outside production the public development value, so
 * tools can sign test payments; in production (a declared demo) one only this server knows, derived from
 * AUTH_SECRET, so a webhook signed with the public value is refused (issue 27).
 */
function simulatedPaymentSecret(env: { NODE_ENV: string; AUTH_SECRET: string }) {
  if (env.NODE_ENV !== 'production') return DEV_SECRET;
  return createHmac('sha256', env.AUTH_SECRET).update('zari:simulated-payment-secret').digest('base64url');
}

const DEMO_HINT = 'or set ALLOW_DEMO_PROVIDERS=true for a public demo';

/**
 * What production refuses: public secrets (a public demo too: its sign-ins and webhooks are real to whoever
 * holds the secret) and demo providers, unless the operator chose a public demo.
 */
function productionRefusals(env: {
  AUTH_SECRET: string;
  DATA_ENCRYPTION_KEY?: string | undefined;
  PUBLIC_ORIGIN?: string | undefined;
  SMS_PROVIDER: string;
  PAYMENT_GATEWAY: string;
  SIMULATED_PAYMENT_SECRET?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  ALLOW_DEMO_PROVIDERS: boolean;
}): [string, string][] {
  const refusals: [string, string][] = [];
  if (env.AUTH_SECRET === DEV_SECRET) refusals.push(['AUTH_SECRET', 'must be set in production']);
  for (const name of [
    'SIMULATED_PAYMENT_SECRET',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
  ] as const) {
    if (env[name] === DEV_SECRET) refusals.push([name, 'must not be the public development secret']);
  }
  if (!env.PUBLIC_ORIGIN) {
    // Else absolute URLs (sitemap, canonical links, share previews) would come from a request's Host header.
    refusals.push(['PUBLIC_ORIGIN', 'must be set in production, e.g. https://zari.example']);
  }
  if (env.ALLOW_DEMO_PROVIDERS) return refusals;
  if (!env.DATA_ENCRYPTION_KEY) {
    refusals.push([
      'DATA_ENCRYPTION_KEY',
      'must be set in production (32 bytes, base64 or hex): it encrypts bank and UPI details',
    ]);
  }
  if (env.SMS_PROVIDER === 'console') {
    refusals.push([
      'SMS_PROVIDER',
      `console shows every OTP code to anyone in production; set twilio, ${DEMO_HINT}`,
    ]);
  }
  if (env.PAYMENT_GATEWAY === 'simulated') {
    refusals.push([
      'PAYMENT_GATEWAY',
      `simulated lets shoppers mark their own orders paid in production; set razorpay, ${DEMO_HINT}`,
    ]);
  }
  return refusals;
}

export type Config = z.infer<typeof Env>;

/**
 * Whether the console SMS outbox (`/api/dev/*`) and the simulated checkout (`/api/payment/simulated/*`) may
 * exist: always outside production, in production only as a declared public demo.
 */
export const demoRoutesAllowed = (config: Config) =>
  config.NODE_ENV !== 'production' || config.ALLOW_DEMO_PROVIDERS;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = Env.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}

/** A config for tests and tools: defaults, overridden where given. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // Tests change the catalogue behind the API's back, so they read it uncached unless they ask.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_CATALOG: 'false',
    CATALOG_CACHE_TTL_MS: '0',
    ...overrides,
  });
}

/** The share of page loads that report their speed: RUM_SAMPLE_RATE, else all outside production, 10 % in it. */
export function rumSampleRate(config: Pick<Config, 'RUM_SAMPLE_RATE' | 'NODE_ENV'>): number {
  return config.RUM_SAMPLE_RATE ?? (config.NODE_ENV === 'production' ? 0.1 : 1);
}
