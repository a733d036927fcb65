// One sqlmap run per target: a raw request file (sqlmap's -r) through the session proxy, at
// level 3 and risk 2, killed at the per-endpoint time limit; its output parsed into the
// parameters it tested and any injection point it found.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestPath, slotValue, withSlot } from './targets.mjs';

const BOUNDARY = 'scanboundary7MA4YWxkTrZu0gW';

/**
 * The request as sqlmap reads it with -r. The slots to test carry sqlmap's custom injection mark
 * (`*` after the value); sqlmap then tests those alone, or every parameter when none is marked.
 */
export function rawRequest(target, proxyHost, role, marked = []) {
  for (const slot of marked) target = withSlot(target, slot, `${slotValue(target, slot)}*`);
  const lines = [
    `${target.method} ${requestPath(target)} HTTP/1.1`,
    `Host: ${proxyHost}`,
    'Accept: application/json',
    `x-scan-role: ${role}`,
  ];
  if (target.cookie) lines.push(`Cookie: ${target.cookie}`);
  let body = '';
  if (target.body !== undefined) {
    lines.push('Content-Type: application/json');
    body = JSON.stringify(target.body);
  } else if (target.multipart) {
    lines.push(`Content-Type: multipart/form-data; boundary=${BOUNDARY}`);
    body = [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="file"; filename="scan.txt"',
      'Content-Type: text/plain',
      '',
      'scan',
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n');
  } else if (target.method === 'POST') {
    lines.push('Content-Type: application/json');
    body = '{}';
  }
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** What a sqlmap log says: the parameters found injectable, those tested clean, and problems. */
export function parseSqlmapOutput(text) {
  const clean = [
    ...new Set([...text.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map((m) => m[1])),
  ];
  const injectable = [];
  const identified = text.indexOf('identified the following injection point');
  if (identified >= 0) {
    for (const m of text.slice(identified).matchAll(/^Parameter: (.+)$/gm)) injectable.push(m[1].trim());
  }
  // A parameter that "appears to be" injectable counts unless sqlmap's own false-positive check
  // then refuted it (a time-based hit on a loaded machine is the usual case).
  for (const m of text.matchAll(/parameter '([^']+)' (?:is|appears to be) '[^']+' injectable/g)) {
    if (!clean.includes(m[1]) && !injectable.some((p) => p.includes(m[1]))) injectable.push(m[1]);
  }
  const critical = [...text.matchAll(/\[CRITICAL\] (.+)$/gm)]
    .map((m) => m[1].trim())
    .filter((line) => !line.startsWith('all tested parameters do not appear to be injectable'));
  return {
    injectable,
    clean,
    critical,
    finished:
      /all tested parameters do not appear to be injectable|identified the following injection point|\[\*\] ending @/.test(
        text,
      ),
  };
}

const running = new Set();

/** Ends the sqlmap runs under way (the scan was interrupted). */
export function stopSqlmap() {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * @returns {Promise<{ key: string, role: string, seconds: number, timedOut: boolean, injectable: string[], clean: string[], critical: string[], finished: boolean, log: string }>}
 */
export function runSqlmap(target, { proxyHost, role, marked, workDir, seconds }) {
  const dir = join(workDir, target.key.replace(/[^A-Za-z0-9]+/g, '_'));
  mkdirSync(dir, { recursive: true });
  const requestFile = join(dir, 'request.txt');
  writeFileSync(requestFile, rawRequest(target, proxyHost, role, marked));
  const args = [
    '-r',
    requestFile,
    '--batch',
    // Without a terminal sqlmap would read more targets from standard input.
    '--ignore-stdin',
    '--level',
    '3',
    '--risk',
    '2',
    // We know the database; sqlmap then sends PostgreSQL's payloads, not every engine's.
    '--dbms',
    'PostgreSQL',
    '--output-dir',
    join(dir, 'out'),
    '--flush-session',
    '--disable-coloring',
    '--skip-waf',
    '--keep-alive',
    // The session proxy keeps the session: sqlmap neither adopts nor tests the cookies it sees.
    '--drop-set-cookie',
    // The server's refusals (a wrong sign-in or forged cookie 401, a permission 403, a missing row
    // 404, a conflict 409, a lock 423, a limit 429) are replies to compare, not reasons to stop.
    '--ignore-code',
    '400,401,403,404,409,413,415,423,429',
    '--timeout',
    '30',
    '--retries',
    '1',
  ];
  // The server reads no User-Agent or Referer: level 3 tests them once, on the target of the
  // request headers (injection.mjs), not again on every endpoint.
  if (!target.headers) args.push('--skip', 'user-agent,referer');
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    // Written as it comes, to follow a long run with tail -f.
    const file = createWriteStream(join(dir, 'sqlmap.log'));
    let log = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (d) => {
        log += d;
        file.write(d);
      });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
    }, seconds * 1000);
    child.on('close', () => {
      running.delete(child);
      clearTimeout(timer);
      file.end();
      resolve({
        key: target.key,
        role,
        seconds: (performance.now() - started) / 1000,
        timedOut,
        ...parseSqlmapOutput(log),
        log: join(dir, 'sqlmap.log'),
      });
    });
  });
}
