import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { featureFlagsSchema } from '@scf/shared';
import type { FeatureFlags } from '@scf/shared';
import { markdownTable } from '@/lib/markdown-table.ts';
import { repoRoot } from '@/paths.ts';

/**
 * The server's environment, parsed once at start. Nothing else reads `process.env`: the entry points
 * call `loadConfig(process.env)` and pass the result on; tests build their own `Config`.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type NodeEnv = 'development' | 'test' | 'production';

/** Where the data lives: a PostgreSQL server, or embedded PGlite in a directory (null = in memory). */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null };

export interface Config {
  port: number;
  host: string;
  database: DatabaseLocation;
  dataDir: string;
  /** Keep public list pages and dashboards until their tables are written (lib/fresh-cache.ts). */
  keepReads: boolean;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  demoMode: boolean;
  sessionTtlMinutes: number;
  /** Minutes without a request after which a signed-in session answers -5 until unlocked. */
  lockIdleMinutes: number;
  /** SMS codes one mobile may be sent in 24 hours. */
  smsDailyCap: number;
  /** Undefined: the secret generated once and stored in the database is used. */
  sessionSecret: string | undefined;
  cookieSecure: boolean;
  trustProxy: boolean;
  featureFlags: FeatureFlags;
  apiBase: string;
  /** Origins besides our own whose pages iframe-type menus may show (CSP frame-src). */
  frameSources: string[];
  webDist: string;
  /** Epoch milliseconds at which `npm start` began, to report the start-up time. */
  launchedAt: number | undefined;
}

interface Variable<S extends z.ZodType> {
  schema: S;
  /** Raw value used when the variable is unset or empty. */
  default?: string;
  /** What the configuration table shows as the default, when it is not a plain value. */
  shownDefault?: string;
  description: string;
}

const variable = <S extends z.ZodType>(spec: Variable<S>) => spec;
const flag = () => z.stringbool();

const jsonObject = z.string().transform((text, ctx): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  }
});

const variables = {
  PORT: variable({
    schema: z.coerce.number().int().min(1).max(65_535),
    default: '8080',
    description: 'Port the HTTP server listens on (API and web app on the same port).',
  }),
  HOST: variable({
    schema: z.string(),
    default: '0.0.0.0',
    description: 'Interface the HTTP server binds to.',
  }),
  DATABASE_URL: variable({
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    shownDefault: '(unset: embedded PGlite)',
    description:
      'PostgreSQL connection string. Unset or empty: the embedded PGlite database in `DATA_DIR/pglite`.',
  }),
  DATA_DIR: variable({
    schema: z.string(),
    default: './data',
    description: 'Directory of the embedded database; a relative path is taken from the repository root.',
  }),
  KEEP_READS: variable({
    schema: flag(),
    default: 'true',
    description:
      "Keep pages of the public product and news lists, the dashboard figures and signed-in sessions in memory until a table or row they were read from is written (every instance hears of every write). `false`: every request reads them from the database; the lists' totals are kept until written either way.",
  }),
  LOG_LEVEL: variable({
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    description: 'Level of the JSON log written to standard output.',
  }),
  NODE_ENV: variable({
    schema: z.enum(['development', 'test', 'production']),
    default: 'development',
    description: '`production` turns demo mode off unless `DEMO_MODE` says otherwise.',
  }),
  DEMO_MODE: variable({
    schema: flag().optional(),
    shownDefault: '`true` unless `NODE_ENV=production`',
    description: 'Seed the demo tenants and accounts at start and enable the demo helpers.',
  }),
  SESSION_TTL_MINUTES: variable({
    schema: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    default: '30',
    description: 'Minutes of inactivity after which a session expires (sliding).',
  }),
  LOCK_IDLE_MINUTES: variable({
    schema: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    default: '15',
    description:
      'Minutes without a request after which a signed-in session is locked (code -5) until the user unlocks it with the password; must be below `SESSION_TTL_MINUTES`.',
  }),
  SMS_DAILY_CAP: variable({
    schema: z.coerce.number().int().min(1).max(1000),
    default: '10',
    description: 'SMS codes one mobile number may be sent within 24 hours.',
  }),
  SESSION_SECRET: variable({
    schema: z.string().min(32, 'must be at least 32 characters').optional(),
    shownDefault: '(unset: generated once, kept in the database)',
    description:
      'Secret of the CSRF tokens. Unset: a random secret is created at first start and stored in the database, so every instance shares it.',
  }),
  COOKIE_SECURE: variable({
    schema: flag(),
    default: 'false',
    description: 'Set when served over HTTPS: Secure session cookie, HSTS and upgrade-insecure-requests.',
  }),
  TRUST_PROXY: variable({
    schema: flag(),
    default: 'false',
    description: 'Trust `X-Forwarded-*` headers, when running behind a reverse proxy.',
  }),
  FEATURE_FLAGS: variable({
    schema: jsonObject.pipe(z.strictObject(featureFlagsSchema.shape)),
    default: '{}',
    description: 'JSON object overriding the default feature flags served in `/config.json`.',
  }),
  API_BASE: variable({
    schema: z.string(),
    default: '',
    description: 'API base URL the browser app uses; empty means the same origin.',
  }),
  FRAME_SOURCES: variable({
    schema: z
      .string()
      .transform((text) => text.split(/[\s,]+/).filter(Boolean))
      .pipe(
        z.array(
          z
            .url({
              protocol: /^https?$/,
              message: 'must list http(s) origins such as https://bi.example.com',
            })
            .refine((url) => new URL(url).origin === url.replace(/\/$/, ''), 'must list origins, not pages'),
        ),
      ),
    default: '',
    description:
      'Origins, space-separated, whose pages iframe-type menus may show besides our own (the CSP `frame-src`).',
  }),
  WEB_DIST: variable({
    schema: z.string(),
    default: 'apps/web/dist',
    description:
      'Built web app served at `/`; a relative path is taken from the repository root. Skipped when missing. The server render of first screens is read from `dist-server` beside it.',
  }),
  SCF_LAUNCHED_AT: variable({
    schema: z.coerce.number().int().positive().optional(),
    shownDefault: '(set by `npm start`)',
    description: 'Epoch milliseconds at which `npm start` began, to print the start-up time.',
  }),
};

type VariableName = keyof typeof variables;
const envSchema = z.object(
  Object.fromEntries(Object.entries(variables).map(([name, spec]) => [name, spec.schema])) as {
    [K in VariableName]: (typeof variables)[K]['schema'];
  },
);

const fromRepoRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const raw = Object.fromEntries(
    Object.entries(variables).map(([name, spec]: [string, Variable<z.ZodType>]) => [
      name,
      env[name] === undefined || env[name] === '' ? spec.default : env[name],
    ]),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A lock that comes after the session has expired would never be seen.
  if (e.LOCK_IDLE_MINUTES >= e.SESSION_TTL_MINUTES) {
    throw new Error(
      `Invalid configuration:\n  LOCK_IDLE_MINUTES: must be below SESSION_TTL_MINUTES (${e.SESSION_TTL_MINUTES})`,
    );
  }
  const dataDir = fromRepoRoot(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: join(dataDir, 'pglite') },
    dataDir,
    keepReads: e.KEEP_READS,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    demoMode: e.DEMO_MODE ?? e.NODE_ENV !== 'production',
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    lockIdleMinutes: e.LOCK_IDLE_MINUTES,
    smsDailyCap: e.SMS_DAILY_CAP,
    sessionSecret: e.SESSION_SECRET,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    featureFlags: e.FEATURE_FLAGS,
    apiBase: e.API_BASE,
    frameSources: e.FRAME_SOURCES.map((url) => new URL(url).origin),
    webDist: fromRepoRoot(e.WEB_DIST),
    launchedAt: e.SCF_LAUNCHED_AT,
  };
}

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** The variables with their defaults and descriptions, for the README's configuration table. */
export const configVariables: readonly ConfigVariable[] = Object.entries(variables).map(
  ([name, spec]: [string, Variable<z.ZodType>]) => ({
    name,
    default: spec.shownDefault ?? (spec.default === '' ? '(empty)' : `\`${spec.default ?? ''}\``),
    description: spec.description,
  }),
);

export const configTableMarkdown = (): string =>
  markdownTable(
    ['variable', 'default', 'meaning'],
    configVariables.map((v) => [`\`${v.name}\``, v.default, v.description]),
  );
