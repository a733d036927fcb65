// wapiti against the running portal, signed in through the session proxy, its scope the server's
// origin; the JSON report read back into findings with their level (1 low … 4 critical).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LEVELS = { 1: 'low', 2: 'medium', 3: 'high', 4: 'critical' };

/**
 * Findings of wapiti that are not ours to fix, each with the reason. Matched on category and path.
 * @type {{ category: RegExp, path: RegExp, reason: string }[]}
 */
export const EXPLAINED = [];

/**
 * Nothing is excluded: Debian's wapiti 3.0.4 fails on Python 3.11 compiling any -x pattern, and the
 * session proxy signs in again after a logout.
 * @param {{ server: string, proxy: string, startUrls: string[], workDir: string, seconds: number }} options
 */
export function runWapiti({ server, proxy, startUrls, workDir, seconds }) {
  const report = join(workDir, 'wapiti.json');
  const args = [
    '-u',
    `${server}/`,
    '--scope',
    'folder',
    '-p',
    proxy,
    // The default modules plus the checks of a form's CSRF token and of the HTTP methods.
    '-m',
    'common,csrf,methods',
    '--flush-session',
    '--store-session',
    join(workDir, 'wapiti-session'),
    '--max-scan-time',
    String(seconds),
    '--max-attack-time',
    String(Math.max(60, Math.floor(seconds / 4))),
    '-t',
    '30',
    '-f',
    'json',
    '-o',
    report,
    '-v',
    '1',
    '--no-bugreport',
  ];
  for (const url of startUrls) args.push('-s', url);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('wapiti', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    // wapiti stops itself at --max-scan-time; this is the backstop if an attack hangs.
    const timer = setTimeout(() => child.kill('SIGTERM'), (seconds + 300) * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const findings = [];
      if (existsSync(report)) {
        const json = JSON.parse(readFileSync(report, 'utf8'));
        for (const kind of ['vulnerabilities', 'anomalies']) {
          for (const [category, items] of Object.entries(json[kind] ?? {})) {
            for (const item of items) {
              const explained = EXPLAINED.find((e) => e.category.test(category) && e.path.test(item.path));
              findings.push({
                kind,
                category,
                level: Number(item.level),
                method: item.method,
                path: item.path,
                parameter: item.parameter,
                info: item.info,
                explained: explained?.reason,
              });
            }
          }
        }
      }
      resolve({ code, seconds: (performance.now() - started) / 1000, findings, report, log });
    });
  });
}
