// CPU time of the processes behind a throughput figure, read from /proc (Linux), so that the bench
// can say where a request's time went: the server's, PostgreSQL's and the load generator's own.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User and system time of a process in ms; 0 when it is gone or there is no /proc. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted from the ')' that ends it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** PostgreSQL's processes on this machine: a local server's backends (none for a remote server). */
function postgresPids() {
  try {
    return readdirSync('/proc').filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        return readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}

function snapshot(serverPid) {
  const { user, system } = process.cpuUsage();
  return {
    server: cpuMs(serverPid),
    // Node's main thread has the process's id; the rest of the process's time is its other threads'
    // (libuv's pool, where password hashing runs, the garbage collector's helpers).
    serverMain: cpuMs(`${serverPid}/task/${serverPid}`),
    postgres: new Map(postgresPids().map((pid) => [pid, cpuMs(pid)])),
    client: (user + system) / 1000,
  };
}

/**
 * PostgreSQL's time between two snapshots: of the processes alive at the second, what they spent
 * since the first (or since they started). A backend that ended meanwhile (a pool closing an idle
 * connection) took its time with it; subtracting its earlier total would count less than nothing.
 */
function postgresBetween(before, after) {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/**
 * Runs `measure` (a load that resolves to { requests }) and adds the CPU each request cost the
 * server process `serverPid`, every PostgreSQL process of the machine and this process (the load
 * generator), in ms.
 */
export async function withCpu(serverPid, measure) {
  const before = snapshot(serverPid);
  const result = await measure();
  const after = snapshot(serverPid);
  const per = (ms) => ms / Math.max(result.requests, 1);
  const cpu = {
    server: per(after.server - before.server),
    serverMain: per(after.serverMain - before.serverMain),
    postgres: per(postgresBetween(before.postgres, after.postgres)),
    client: per(after.client - before.client),
  };
  return { ...result, cpu };
}

/** withCpu's figures of several runs, added up by their requests, as one per request. */
export function cpuSum() {
  const total = {};
  let requests = 0;
  return {
    add(run) {
      for (const [key, ms] of Object.entries(run.cpu)) total[key] = (total[key] ?? 0) + ms * run.requests;
      requests += run.requests;
    },
    perRequest: () =>
      Object.fromEntries(Object.entries(total).map(([key, ms]) => [key, ms / Math.max(requests, 1)])),
  };
}

/** "server 0.46, PostgreSQL 0.40, load generator 0.15" (ms). */
export const cpuText = ({ server, postgres, client }) =>
  `server ${server.toFixed(2)}, PostgreSQL ${postgres.toFixed(2)}, load generator ${client.toFixed(2)}`;
