// The size budget `npm test` checks after the build: the gzip size of the JavaScript the login route
// loads must stay within LOGIN_BUNDLE_TARGET times the antd-login-form floor. It builds nothing: it
// follows the built app's Vite manifest from the entry and the login route's chunk through their
// static imports. bench/login-floor.json holds the floor, the figure `npm run bench` prints ("Login
// form floor: N bytes"); refresh it when React, antd or react-router change version. The number of
// files the route loads has a ceiling too, `ceilingFiles` (each is a request, six at a time over
// HTTP/1.1): the landing chunks of apps/web/build/landing-chunks.ts keep it at about half what the
// bundler's own splitting gave. The CSS the route loads has a ceiling as well, `ceilingCssBytes`:
// antd's styles come by component (apps/web/build/antd-styles.ts), where its whole sheet was 109 KiB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOGIN_BUNDLE_TARGET } from '../bench/bundle.mjs';
import { readManifest, staticallyLoaded } from './build-manifest.mjs';
import { root } from './lib.mjs';

const LOGIN_ROUTE_MODULE = 'src/shell/login/index.ts';
// The server renders the sign-in's first screen, and this script of public/ loads the route's
// scripts once it has been painted (apps/server/src/plugins/first-screen.ts).
const SCRIPT_LOADER = 'first-screen-start.js';
// Fetched by start-up itself rather than imported: the texts and locales of the default language.
const STARTUP_MODULES = ['src/app/texts/pack.zh-CN.ts'];
const dist = process.argv[2] ?? join(root, 'apps/web/dist');
const manifest = readManifest(dist);
const { floorBytes, ceilingFiles, ceilingCssBytes } = JSON.parse(
  readFileSync(join(root, 'bench/login-floor.json'), 'utf8'),
);

const { files, css: cssFiles } = staticallyLoaded(manifest, [LOGIN_ROUTE_MODULE, ...STARTUP_MODULES]);

const gzipSizes = (names) =>
  [...names]
    .map((file) => ({ file, bytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
const sum = (list) => list.reduce((total, { bytes }) => total + bytes, 0);
const sizes = gzipSizes(files);
// Its bytes count; its request does not count towards the files' ceiling, which is about the
// modules fetched side by side: it comes with the page, before them.
const total = sum(sizes) + sum(gzipSizes([SCRIPT_LOADER]));
const cssTotal = sum(gzipSizes(cssFiles));
const target = floorBytes * LOGIN_BUNDLE_TARGET;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const { file, bytes } of sizes) console.log(`  ${kib(bytes).padStart(10)}  ${file}`);
const verdict = `login route JS ${kib(total)} gzip, ${(total / floorBytes).toFixed(2)}× the ${kib(floorBytes)} floor`;
const budget = `${LOGIN_BUNDLE_TARGET}× = ${kib(target)}`;
const fileCount = `login route loads ${sizes.length} JavaScript files`;
const css = `login route CSS ${kib(cssTotal)} gzip in ${cssFiles.size} files`;
const overBytes = total > target;
const overFiles = sizes.length > ceilingFiles;
const overCss = cssTotal > ceilingCssBytes;
if (overBytes) console.error(`✖ ${verdict}: over the budget (${budget})`);
if (overFiles) console.error(`✖ ${fileCount}: over the ceiling of ${ceilingFiles}`);
if (overCss) console.error(`✖ ${css}: over the ceiling of ${kib(ceilingCssBytes)}`);
if (overBytes || overFiles || overCss) process.exit(1);
console.log(`✔ ${verdict}, within the budget (${budget})`);
console.log(`✔ ${fileCount}, within the ceiling of ${ceilingFiles}`);
console.log(`✔ ${css}, within the ceiling of ${kib(ceilingCssBytes)}`);
