import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 18_180);
// A fresh embedded database for every run, so flows start from the demo seed.
const dataDir = mkdtempSync(join(tmpdir(), 'scf-e2e-'));

export default defineConfig({
  testDir: '.',
  outputDir: './.artifacts/results',
  timeout: 90_000,
  // Waits, not timing assertions: a cold chunk on a busy 2-core machine can take seconds to render.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // antd then opens dialogs and pop-ups at once (app/providers.tsx): a click can no longer land
    // on a dialog still zooming in, and no flow waits for animations.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // Overridable so that a second checkout's build can be tested beside this one.
    command: process.env.E2E_SERVER_COMMAND ?? 'node apps/server/dist/server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
