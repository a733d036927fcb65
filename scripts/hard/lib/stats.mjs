// Counts and latencies of every exchange, by request type, and the verdict on each: success, a
// refusal the business rules call for (listed by the caller, e.g. 您已有该产品的在途融资申请), or an
// error (no reply, a 5xx, any other refusal).

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The verdict on one exchange, given the refusals the rules allow for its request. */
export function verdict(exchange, refusals = []) {
  if (exchange.ok) return 'ok';
  if (exchange.error || exchange.status >= 500) return 'error';
  const info = exchange.body?.error_info ?? '';
  return refusals.some((text) => info.includes(text)) ? 'refused' : 'error';
}

export class Stats {
  constructor() {
    this.types = new Map();
    this.latencies = [];
    this.errors = [];
    this.byOrigin = new Map();
  }

  record(exchange, refusals) {
    const v = verdict(exchange, refusals);
    let t = this.types.get(exchange.type);
    if (!t) this.types.set(exchange.type, (t = { ok: 0, refused: 0, error: 0, latencies: [] }));
    t[v] += 1;
    t.latencies.push(exchange.ms);
    this.latencies.push(exchange.ms);
    this.byOrigin.set(exchange.origin, (this.byOrigin.get(exchange.origin) ?? 0) + 1);
    if (v === 'error') this.errors.push(exchange);
    return v;
  }

  get requests() {
    return this.latencies.length;
  }

  totals() {
    let ok = 0;
    let refused = 0;
    let error = 0;
    for (const t of this.types.values()) {
      ok += t.ok;
      refused += t.refused;
      error += t.error;
    }
    return { ok, refused, error };
  }

  /** The figures as printable lines. */
  report(seconds) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const { ok, refused, error } = this.totals();
    const lines = [
      `requests ${this.requests} in ${seconds.toFixed(0)} s (${(this.requests / seconds).toFixed(1)}/s): ` +
        `${ok} ok, ${refused} refused by the rules, ${error} errors; ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
      `by instance: ${[...this.byOrigin].map(([o, n]) => `${o} ${n}`).join(', ')}`,
      '',
      `${'type'.padEnd(44)} ${'count'.padStart(7)} ${'ok'.padStart(7)} ${'refused'.padStart(7)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
    ];
    for (const [type, t] of [...this.types].sort((a, b) => a[0].localeCompare(b[0]))) {
      const s = [...t.latencies].sort((a, b) => a - b);
      lines.push(
        `${type.padEnd(44)} ${String(s.length).padStart(7)} ${String(t.ok).padStart(7)} ${String(t.refused).padStart(7)} ` +
          `${String(t.error).padStart(6)} ${percentile(s, 50).toFixed(1).padStart(8)} ${percentile(s, 99).toFixed(1).padStart(8)}`,
      );
    }
    for (const e of this.errors.slice(0, 10)) {
      lines.push(`  error: ${e.method} ${e.path} on ${e.origin}: ${e.status || '-'} ${e.info}`);
    }
    return lines;
  }
}
