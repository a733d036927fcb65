import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin, ProxyOptions } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
// The API server of `npm run dev`; scripts/dev.mjs passes its port.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * Proxies to the API server everything the web server does not answer itself. The API's paths are
 * spread over the root (/api/..., /getCheckCode, /portal/..., /config.json, /health...), so the
 * rule is by exclusion: page navigations get index.html, Vite's own client and modules
 * (/@vite/client, /@fs/..., /src/..., /node_modules/...) and files in `fileDirs` are served here.
 */
function proxyToApi(fileDirs: string[]): ProxyOptions {
  const servedHere = (req: IncomingMessage): boolean => {
    if (req.method === 'GET' && req.headers.accept?.includes('text/html')) return true;
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname);
    if (/^\/(@|src\/|node_modules\/|__)/.test(pathname)) return true;
    const file = pathname.slice(1);
    return file !== '' && fileDirs.some((dir) => isFile(`${dir}/${file}`));
  };
  return {
    target: apiTarget,
    // The server sets its session cookie for the host the browser sees; keep the browser's Host.
    changeOrigin: false,
    bypass: (req) => (servedHere(req) ? req.url : undefined),
  };
}

/**
 * Writes a brotli and a gzip copy beside every text file of the build, once at build time, so the
 * server (@fastify/static's preCompressed) sends them compressed without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'scf-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        const file = join(options.dir ?? outDir, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/': proxyToApi([root, publicDir]) },
  },
  // `vite preview` serves the build: the same proxy, with the built files instead of the sources.
  preview: {
    proxy: { '/': proxyToApi([outDir]) },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Lists each chunk's imports, so scripts/size-budget.mjs can add up what the login route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get their own long-cached chunks. Only
        // what start-up needs goes into them ($initial): antd components used by one subsystem
        // alone stay with that subsystem's lazily loaded chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|i18next)[\\/]/,
              priority: 3,
              tags: ['$initial'],
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|dayjs|@emotion|stylis)[\\/]/,
              priority: 2,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
