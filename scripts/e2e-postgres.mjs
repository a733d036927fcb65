// The public-portal and onboarding browser flows once more against a PostgreSQL server (DATABASE_URL): a fresh
// database is created for the run and dropped after it, so the flows start from the demo seed.
import pg from 'pg';
import { root, run } from './lib.mjs';

const SPECS = [
  'home',
  'products',
  'news',
  'help',
  'landing',
  'language',
  'register-enterprise',
  'registration-review',
  'financing',
  'apply-pages',
  'dashboards',
  'product-release',
];

const server = new URL(process.env.DATABASE_URL);
const name = `scf_e2e_${process.pid}`;
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

await admin(`CREATE DATABASE ${name}`);
let code;
try {
  const url = new URL(server);
  url.pathname = `/${name}`;
  const { DATABASE_URL: _unused, ...env } = process.env;
  code = await run(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--output',
      'e2e/.artifacts/results-postgres',
      ...SPECS,
    ],
    {
      cwd: root,
      env: { ...env, E2E_DATABASE_URL: url.toString(), E2E_PORT: String(Number(env.E2E_PORT ?? 18_180) + 1) },
    },
  );
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(code);
