import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const server = fileURLToPath(new URL('./apps/server/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        resolve: {
          alias: {
            '@': web,
            // Tests load antd's CommonJS build (as Node resolves 'antd'); the app's deep imports
            // must be modules of that build too, or they would read other instances of antd's
            // contexts: App's context (lib/feedback) as App.useApp reads it, and the light inputs
            // (components/light-input) under Form and ConfigProvider; the light pagination's style hook
            // and the light typography's root.
            'antd/es/app/context': 'antd/lib/app/context',
            'antd/es/input/Input': 'antd/lib/input/Input',
            'antd/es/input/Password': 'antd/lib/input/Password',
            'antd/es/pagination/style': 'antd/lib/pagination/style',
            'antd/es/typography/Typography': 'antd/lib/typography/Typography',
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        resolve: { alias: { '@': server } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // The long runs of `npm run test:hard` (issue 8) have their own project.
          exclude: ['apps/server/src/**/*.hard.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are heavy; files share one process pool of two on our 2-core machines.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias: { '@': server } },
        test: {
          name: 'hard',
          include: ['apps/server/src/**/*.hard.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
