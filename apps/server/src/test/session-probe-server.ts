import { loadConfig } from '@/config.ts';
import { startServer } from '@/start.ts';
import { registerSessionProbe } from '@/test/session-probe.ts';

// A real server process with the session probe routes, started twice by two-instances.test.ts.
// It goes through the production start (migrate, seed, build, listen) and only adds the probe.
const server = await startServer(loadConfig(process.env), { configure: registerSessionProbe });
process.stdout.write(`ready ${server.url}\n`);
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
