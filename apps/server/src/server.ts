import { loadConfig } from '@/config.ts';
import type { Config } from '@/config.ts';
import { demoAccountsTable } from '@/db/demo-accounts.ts';
import { appVersion } from '@/paths.ts';
import { startServer } from '@/start.ts';

/** Force the exit if connections or the database do not close within this time. */
const SHUTDOWN_GRACE_MS = 10_000;

function banner(config: Config, url: string): string {
  const database =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${config.database.dir}`;
  const lines = [
    '',
    `供应链金融服务平台 v${appVersion} is running at ${url}`,
    `  API documentation: ${url}/docs`,
    `  Database: ${database}`,
  ];
  if (config.launchedAt !== undefined) {
    lines.push(`  Ready ${((Date.now() - config.launchedAt) / 1000).toFixed(1)} s after npm start`);
  }
  if (config.demoMode) lines.push('', 'Demo accounts (demo mode):', '', demoAccountsTable());
  return `${lines.join('\n')}\n\n`;
}

let config: Config;
let server: Awaited<ReturnType<typeof startServer>>;
try {
  config = loadConfig(process.env);
  server = await startServer(config);
} catch (error) {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
process.stdout.write(banner(config, server.url));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
