import { z } from 'zod';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: optionalUrl(['http://', 'https://']),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    /** With DATABASE_URL: pool connections opened at start and never closed when idle (issue 28: the slow first second). */
    DATABASE_POOL_MIN: z.coerce.number().int().min(0).max(20).default(0),
    /** A streaming replica for reports, exports and the admin's lists (decision 061); needs DATABASE_URL. */
    DATABASE_READ_URL: optionalUrl(['postgres://', 'postgresql://']),
    /** The replica is read only while it is at most this far behind the primary. */
    DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().positive().max(60).default(5),
    AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
    MAIL_FROM: z.string().default('Corner Store <no-reply@cornerstore.app>'),
    SUPPORT_EMAIL: z.email().default('support@cornerstore.app'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /**
     * Tests only: where the Stripe SDK sends API calls (a local stand-in); Stripe's own API when
     * absent. Refused unless NODE_ENV=test: set by mistake, it would send the secret key elsewhere.
     */
    STRIPE_API_URL: optionalUrl(['http://', 'https://']),
    TRUST_PROXY: boolFromEnv,
    SESSION_IDLE_HOURS: z.coerce.number().positive().max(24 * 30).default(24),
    SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(365).default(14),
    LOGIN_MAX_FAILED_ATTEMPTS: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    AUTH_IP_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    LOG_REQUESTS: boolFromEnv,
    /** A Server-Timing header on every answer: the app's time and the marked parts (benches; decision 072). */
    SERVER_TIMING: boolFromEnv,
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Community live stream: a heartbeat comment this often (proxies keep the stream open). */
    SSE_HEARTBEAT_SECONDS: z.coerce.number().positive().max(300).default(25),
    /** Community live stream: every stream's session is checked again this often (expiry). */
    SSE_SESSION_CHECK_SECONDS: z.coerce.number().positive().max(600).default(30),
    /**
     * On SIGTERM: answer /api/health/ready 503 and keep serving this long before closing, so a load
     * balancer checking readiness takes the instance out first (decision 053). 0: close at once.
     */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
    /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (several machines; decision 053). */
    S3_BUCKET: optionalText,
    /** An S3-compatible server (MinIO, Ceph, R2…); AWS S3 when unset. */
    S3_ENDPOINT: optionalUrl(['http://', 'https://']),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Keys go under this prefix, e.g. 'corner-store/' (several apps in one bucket). */
    S3_PREFIX: z.string().trim().default(''),
    /**
     * Tests only (decision 031): the one origin of a local stand-in push service that the server may
     * call although it is http or a loopback address. Refused unless NODE_ENV=test.
     */
    PUSH_TEST_ENDPOINT_ORIGIN: optionalUrl(['http://', 'https://']),
  });

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  appUrl: string;
  mailMode: 'smtp' | 'outbox';
  databaseKind: 'embedded' | 'postgres';
  isGoogleEnabled: boolean;
  /** Card payments need both the API key and the webhook signing secret. */
  isStripeEnabled: boolean;
};

export class ConfigError extends Error {}

/** Variables that point the server at a local stand-in: honoured in tests only (NODE_ENV=test). */
const TEST_ONLY_VARIABLES = ['PUSH_TEST_ENDPOINT_ORIGIN', 'STRIPE_API_URL'] as const;

/** Validate the environment once at start; every problem is listed with its variable. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  // A variable set but empty (`NODE_ENV=`) means the same as one not set.
  const source = Object.fromEntries(Object.entries(environment).filter(([, value]) => value?.trim() !== ''));
  const parsed = envSchema.safeParse(source);
  const lines = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
  if (!!source.GOOGLE_CLIENT_ID?.trim() !== !!source.GOOGLE_CLIENT_SECRET?.trim()) {
    lines.push('  GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (!!source.STRIPE_SECRET_KEY?.trim() !== !!source.STRIPE_WEBHOOK_SECRET?.trim()) {
    lines.push('  STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (source.S3_BUCKET?.trim() && !(source.S3_ACCESS_KEY_ID?.trim() && source.S3_SECRET_ACCESS_KEY?.trim())) {
    lines.push('  S3_BUCKET: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set with it');
  }
  if (source.DATABASE_READ_URL?.trim() && !source.DATABASE_URL?.trim()) {
    lines.push('  DATABASE_READ_URL: needs DATABASE_URL (the primary it replicates)');
  }
  for (const name of TEST_ONLY_VARIABLES) {
    if (source[name]?.trim() && source.NODE_ENV?.trim() !== 'test') lines.push(`  ${name}: only allowed when NODE_ENV=test`);
  }
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const env = parsed.data;
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mailMode: env.SMTP_URL ? 'smtp' : 'outbox',
    databaseKind: env.DATABASE_URL ? 'postgres' : 'embedded',
    isGoogleEnabled: !!env.GOOGLE_CLIENT_ID,
    isStripeEnabled: !!env.STRIPE_SECRET_KEY && !!env.STRIPE_WEBHOOK_SECRET,
  };
}
