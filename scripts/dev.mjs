// `npm run dev`: the API server with reload (tsx watch) and the Vite dev server with hot module reload.
import { root, run } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '3000';
const code = await run(
  'npx',
  [
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    'server,web',
    '--prefix-colors',
    'blue,magenta',
    'npm run dev -w @scf/server',
    'npm run dev -w @scf/web',
  ],
  { cwd: root, env: { ...process.env, PORT: apiPort, API_PORT: apiPort } },
);
process.exit(code);
