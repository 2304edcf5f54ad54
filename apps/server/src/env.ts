import { z } from 'zod';

/**
 * The server's configuration: the only module that reads process.env. Every variable is
 * validated at start; invalid values stop the server with a message that lists them all.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z
  .object({
    PORT: int(8080, 0, 65535),
    /** All interfaces by default, so the app is reachable from other machines and containers. */
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).max(128).optional()),
    SELLER_URL: optionalText,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** The built web app; defaults to apps/web/dist beside this server. */
    WEB_ROOT: optionalText,
    /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    BODY_LIMIT_BYTES: int(1024 * 1024, 1024, 64 * 1024 * 1024),
    UPLOAD_MAX_BYTES: int(5 * 1024 * 1024, 1024, 64 * 1024 * 1024),
    /** Per user in the last 24 hours: files, and bytes of them (then 1000008 with reason quota). */
    UPLOAD_DAILY_COUNT: int(200, 1, 1_000_000),
    UPLOAD_DAILY_BYTES: int(200 * 1024 * 1024, 1024, 1024 * 1024 * 1024 * 1024),
    /** General guard on /api per client address; 0 turns it off. */
    RATE_LIMIT_PER_MINUTE: int(3000, 0, 1_000_000),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: int(5, 1, 10_000),
    LOGIN_MAX_FAILURES_PER_IP: int(20, 1, 100_000),
    LOGIN_WINDOW_MINUTES: int(15, 1, 24 * 60),
    /** Registrations allowed per client address in the window, then HTTP 429 (at most a day: attempts are kept a day). */
    REGISTER_MAX_PER_IP: int(10, 1, 1_000_000),
    REGISTER_WINDOW_MINUTES: int(60, 1, 24 * 60),
    SESSION_IDLE_DAYS: int(30, 1, 3650),
    /** Fill an empty database with the demo marketplace and its demo accounts (contract 6.2). */
    DEMO_DATA: z.enum(['1', '0']).optional(),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be given together',
    // Checked even when other variables are invalid, so that one run lists every problem.
    when: () => true,
  });

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  sellerUrl: string | undefined;
  logLevel: string;
  webRoot: string | undefined;
  trustProxy: boolean;
  bodyLimit: number;
  uploadMaxBytes: number;
  uploadQuota: UploadQuota;
  rateLimitPerMinute: number;
  login: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowMinutes: number };
  register: { maxPerIp: number; windowMinutes: number };
  sessionIdleDays: number;
  /** Demo marketplace and accounts: DEMO_DATA, else on for the embedded database only. */
  demoData: boolean;
}

export interface UploadQuota {
  /** Files one user may upload in 24 hours. */
  count: number;
  /** Bytes one user may upload in 24 hours. */
  bytes: number;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads a configuration from an environment record (process.env by default). */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    sellerUrl: env.SELLER_URL,
    logLevel: env.LOG_LEVEL,
    webRoot: env.WEB_ROOT,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT_BYTES,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    uploadQuota: { count: env.UPLOAD_DAILY_COUNT, bytes: env.UPLOAD_DAILY_BYTES },
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    login: {
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
    register: { maxPerIp: env.REGISTER_MAX_PER_IP, windowMinutes: env.REGISTER_WINDOW_MINUTES },
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    demoData: env.DEMO_DATA === undefined ? !env.DATABASE_URL : env.DEMO_DATA === '1',
  };
}
