// The reconciliation of the generator's write log against the database, after the instances have
// stopped: every acknowledged write is there exactly once, every refused one is absent, a write
// whose answer never came (the instance was killed) is there entirely or not at all, nothing is
// there that nobody asked for, and what is there hangs together (a request with its files, alert
// and audit row; a state with the audit rows of the moves that led to it; a loan with its whole
// repayment plan; an upload with all its bytes).
import pg from 'pg';

const ENTITY = 'financing_request';
/** The moves whose audit rows the generator's log accounts for, one row per acknowledged move. */
const MOVES = ['accept', 'ignore', 'credit', 'loan', 'decline', 'repay'];
/** For each status of a request, the moves its history must hold (beyond apply). */
const HISTORY = {
  submitted: { need: [], allow: [] },
  accepted: { need: ['accept'], allow: [] },
  credited: { need: ['accept', 'credit'], allow: [] },
  loaned: { need: ['accept', 'credit', 'loan'], allow: ['repay'] },
  overdue: { need: ['accept', 'credit', 'loan'], allow: ['repay'] },
  repaid: { need: ['accept', 'credit', 'loan', 'repay', 'repaid'], allow: [] },
  ignored: { need: ['ignore'], allow: [] },
  declined: { need: ['decline'], allow: ['accept', 'credit'] },
};

/** The highest ids before the run: rows above them are the run's. */
export async function baseline(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const max = async (table) =>
      Number((await client.query(`SELECT coalesce(max(id), 0) AS m FROM ${table}`)).rows[0].m);
    // The requests already there (the demo's cases), so a change the run made to one is found
    // even if it left no audit row.
    const { rows } = await client.query(
      `SELECT r.id, r.status, (SELECT count(*) FROM repay_plans p WHERE p.request_id = r.id AND p.status = 'repaid') AS repaid
         FROM financing_requests r`,
    );
    return {
      states: new Map(rows.map((r) => [Number(r.id), { status: r.status, repaid: Number(r.repaid) }])),
      request: await max('financing_requests'),
      audit: await max('audit_log'),
      plan: await max('repay_plans'),
      visit: await max('product_access_records'),
      login: await max('login_attempts'),
    };
  } finally {
    await client.end();
  }
}

/**
 * Runs every check; answers [{ name, pass, detail }]. `strict`: no write may have gone unanswered
 * (the load); otherwise (faults) an unanswered write must be whole or absent.
 */
export async function reconcile(databaseUrl, log, base, { strict }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const checks = [];
  const check = (name, problems, detail = '') =>
    checks.push({
      name,
      pass: problems.length === 0,
      detail: problems.length
        ? problems.slice(0, 5).join('; ') + (problems.length > 5 ? ` … (${problems.length})` : '')
        : detail,
    });
  try {
    // Uploads: every acknowledged one stored with all its bytes; no stored file short of its bytes.
    const uploads = log.of('upload', 'ack');
    const { rows: fileRows } = await client.query(
      `SELECT file_hash, size, octet_length(content) AS len, encode(sha256(content), 'hex') AS sha
         FROM files WHERE file_hash = ANY($1)`,
      [uploads.map((u) => u.hash)],
    );
    const files = new Map(fileRows.map((f) => [f.file_hash, f]));
    check(
      'every acknowledged upload is stored with all its bytes',
      uploads
        .filter((u) => {
          const f = files.get(u.hash);
          return !f || Number(f.size) !== u.size || Number(f.len) !== u.size || f.sha !== u.hash;
        })
        .map((u) => `upload ${u.hash} (${u.size} bytes)`),
      `${uploads.length} uploads`,
    );
    const { rows: broken } = await client.query(
      `SELECT file_hash FROM files WHERE content IS NULL OR octet_length(content) <> size OR encode(sha256(content), 'hex') <> file_hash`,
    );
    check(
      'no stored file lacks its bytes (size and SHA-256 match)',
      broken.map((f) => f.file_hash),
    );

    // Applications.
    const { rows: requests } = await client.query(
      `SELECT r.id, r.apply_code, r.member_id, r.applicant_user_id, r.product_id, r.finance_purpose, r.finance_amount_fen,
              r.status, r.kind, p.loan_type, p.finance_type_code,
              (SELECT count(*) FROM product_attachments a WHERE a.product_id = r.product_id) AS templates,
              (SELECT coalesce(json_agg(f.file_hash ORDER BY f.sort_order), '[]') FROM financing_request_files f WHERE f.request_id = r.id) AS hashes,
              (SELECT count(*) FROM financing_warns w WHERE w.request_id = r.id) AS warns,
              (SELECT count(*) FROM audit_log a WHERE a.entity = $2 AND a.entity_id = r.id::text AND a.action = 'apply') AS applies
         FROM financing_requests r LEFT JOIN products p ON p.id = r.product_id WHERE r.id > $1 ORDER BY r.id`,
      [base.request, ENTITY],
    );
    const byMarker = new Map();
    for (const r of requests)
      byMarker.set(r.finance_purpose, [...(byMarker.get(r.finance_purpose) ?? []), r]);
    const whole = (r, files) =>
      Number(r.warns) === 1 &&
      Number(r.applies) === 1 &&
      r.hashes.length === Number(r.templates) &&
      (files === undefined || JSON.stringify(r.hashes) === JSON.stringify(files));
    const applies = log.of('apply');
    const acked = applies.filter((a) => a.outcome === 'ack');
    check(
      'every acknowledged application is stored exactly once, whole (its files, alert, audit row)',
      acked
        .filter((a) => {
          const rows = byMarker.get(a.marker) ?? [];
          const r = rows[0];
          return (
            rows.length !== 1 ||
            Number(r.id) !== a.id ||
            r.apply_code !== a.applyCode ||
            Number(r.member_id) !== a.memberId ||
            Number(r.applicant_user_id) !== a.userId ||
            Number(r.product_id) !== a.productId ||
            Number(r.finance_amount_fen) !== a.amountFen ||
            !whole(r, a.files)
          );
        })
        .map((a) => `${a.marker}: ${(byMarker.get(a.marker) ?? []).length} rows`),
      `${acked.length} applications`,
    );
    const refused = applies.filter((a) => a.outcome === 'refused');
    check(
      'every refused application is absent',
      refused.filter((a) => byMarker.has(a.marker)).map((a) => a.marker),
      `${refused.length} refused`,
    );
    const unanswered = applies.filter((a) => a.outcome === 'failed');
    const landed = unanswered.filter((a) => byMarker.has(a.marker));
    if (strict)
      check(
        'no application went unanswered',
        unanswered.map((a) => a.marker),
      );
    else
      check(
        'an application whose answer never came is whole or absent',
        unanswered
          .filter(
            (a) =>
              (byMarker.get(a.marker) ?? []).length > 1 ||
              (byMarker.has(a.marker) && !whole(byMarker.get(a.marker)[0], a.files)),
          )
          .map((a) => a.marker),
        `${unanswered.length} unanswered: ${landed.length} stored, ${unanswered.length - landed.length} absent`,
      );
    const logged = new Set(applies.map((a) => a.marker));
    check(
      'no application is stored that the generator was not answered for (or did not send)',
      requests.filter((r) => !logged.has(r.finance_purpose)).map((r) => `request ${r.id}`),
      `${requests.length} new requests = ${acked.length} acknowledged + ${landed.length} unanswered but stored`,
    );
    check(
      'no request is stored without its files, alert and audit row',
      requests
        .filter((r) => !whole(r))
        .map(
          (r) =>
            `request ${r.id}: ${r.hashes.length}/${r.templates} files, ${r.warns} alerts, ${r.applies} apply rows`,
        ),
    );
    const { rows: orphanFiles } = await client.query(
      `SELECT f.request_id FROM financing_request_files f LEFT JOIN financing_requests r ON r.id = f.request_id
        WHERE r.id IS NULL`,
    );
    check(
      'no request file row without its request',
      orphanFiles.map((f) => `request ${f.request_id}`),
    );

    // Moves: the audit rows of the run against the log.
    const { rows: audits } = await client.query(
      `SELECT id, action, entity_id::bigint AS request_id, actor_user_id, detail FROM audit_log
        WHERE id > $1 AND entity = $2 ORDER BY id`,
      [base.audit, ENTITY],
    );
    const keyOf = (action, requestId, userId, planId) => `${action}|${requestId}|${userId}|${planId ?? ''}`;
    const rowsByKey = new Map();
    for (const a of audits) {
      if (!MOVES.includes(a.action)) continue;
      const key = keyOf(
        a.action,
        Number(a.request_id),
        Number(a.actor_user_id),
        a.action === 'repay' ? Number(a.detail?.planId) : null,
      );
      rowsByKey.set(key, (rowsByKey.get(key) ?? 0) + 1);
    }
    const moves = log.of('move');
    const moveKey = (m) => keyOf(m.action, m.requestId, m.userId, m.action === 'repay' ? m.planId : null);
    const ackMoves = moves.filter((m) => m.outcome === 'ack');
    const countBy = (list) =>
      Object.entries(list.reduce((acc, m) => ({ ...acc, [m.action]: (acc[m.action] ?? 0) + 1 }), {}))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
    check(
      'every acknowledged state change has exactly one audit row',
      ackMoves
        .filter((m) => rowsByKey.get(moveKey(m)) !== 1)
        .map((m) => `${moveKey(m)}: ${rowsByKey.get(moveKey(m)) ?? 0} rows`),
      `${ackMoves.length} changes (${countBy(ackMoves)})`,
    );
    const refusedMoves = moves.filter((m) => m.outcome === 'refused');
    check(
      'every refused state change left no audit row',
      refusedMoves.filter((m) => rowsByKey.has(moveKey(m))).map(moveKey),
      `${refusedMoves.length} refused (${countBy(refusedMoves) || 'none'})`,
    );
    const lostMoves = moves.filter((m) => m.outcome === 'failed');
    if (strict) check('no state change went unanswered', lostMoves.map(moveKey));
    else {
      // The same person may have made the same change again later and been answered: that row is
      // the acknowledged one's.
      const ackKeys = new Set(ackMoves.map(moveKey));
      const landedMoves = lostMoves.filter((m) => rowsByKey.has(moveKey(m)) && !ackKeys.has(moveKey(m)));
      check(
        'a state change whose answer never came has at most one audit row',
        lostMoves.filter((m) => (rowsByKey.get(moveKey(m)) ?? 0) > 1).map(moveKey),
        `${lostMoves.length} unanswered: ${landedMoves.length} stored, the others absent or made again`,
      );
    }
    // With the checks above (an acknowledged change has exactly one row, an unanswered one at most
    // one), a row nobody sent is the only way left to have too many.
    const sent = new Set(moves.map(moveKey));
    const storedRows = [...rowsByKey.values()].reduce((a, b) => a + b, 0);
    check(
      'no state change is stored that the generator did not send',
      [...rowsByKey.keys()].filter((key) => !sent.has(key)),
      `${storedRows} audit rows of changes`,
    );

    // Each request the run touched: its state, history and plan agree.
    const { rows: now } = await client.query(`SELECT id, status FROM financing_requests WHERE id <= $1`, [
      base.request,
    ]);
    const changed = now
      .filter((r) => base.states.get(Number(r.id))?.status !== r.status)
      .map((r) => Number(r.id));
    const touched = [
      ...new Set([
        ...requests.map((r) => Number(r.id)),
        ...audits.map((a) => Number(a.request_id)),
        ...changed,
      ]),
    ];
    const { rows: states } = await client.query(
      `SELECT r.id, r.status, r.loan_amount_fen, r.detail,
              (SELECT coalesce(json_object_agg(action, n), '{}') FROM (
                 SELECT action, count(*) AS n FROM audit_log a WHERE a.entity = $2 AND a.entity_id = r.id::text AND a.id > $3 GROUP BY action) x) AS run_actions,
              (SELECT coalesce(json_object_agg(action, n), '{}') FROM (
                 SELECT action, count(*) AS n FROM audit_log a WHERE a.entity = $2 AND a.entity_id = r.id::text GROUP BY action) x) AS actions,
              (SELECT count(*) FROM repay_plans p WHERE p.request_id = r.id) AS plans,
              (SELECT count(*) FROM repay_plans p WHERE p.request_id = r.id AND p.status = 'repaid') AS repaid_plans,
              (SELECT coalesce(sum(principal_fen), 0) FROM repay_plans p WHERE p.request_id = r.id) AS principal,
              (SELECT coalesce(max(period_no), 0) FROM repay_plans p WHERE p.request_id = r.id) AS last_period,
              (SELECT (a.detail->>'instalments')::int FROM audit_log a WHERE a.entity = $2 AND a.entity_id = r.id::text AND a.action = 'loan'
                ORDER BY a.id DESC LIMIT 1) AS instalments,
              (SELECT count(*) FROM credit_lines l WHERE l.id = (r.detail->>'creditLineId')::bigint) AS lines
         FROM financing_requests r WHERE r.id = ANY($1)`,
      [touched, ENTITY, base.audit],
    );
    const historyProblems = [];
    const planProblems = [];
    for (const s of states) {
      const isNew = Number(s.id) > base.request;
      // The run's rows for a request it found (a demo case) must not repeat a move either.
      const counted = isNew ? s.actions : s.run_actions;
      for (const [action, n] of Object.entries(counted)) {
        if (action !== 'repay' && Number(n) > 1) historyProblems.push(`request ${s.id}: ${n}× ${action}`);
      }
      if (!isNew) {
        // A demo case the run moved on: the run's rows must lead from where it was to where it is.
        const was = base.states.get(Number(s.id));
        const rule = HISTORY[s.status];
        const from = HISTORY[was.status];
        const present = Object.keys(s.run_actions).filter((a) => a !== 'repay');
        const need = rule && from ? rule.need.filter((a) => a !== 'repay' && !from.need.includes(a)) : [];
        if (!rule || !from) {
          if (was.status !== s.status || present.length > 0)
            historyProblems.push(
              `request ${s.id}: ${was.status} → ${s.status} with ${present.join(',') || 'no rows'}`,
            );
        } else if (
          !need.every((a) => present.includes(a)) ||
          !present.every((a) => need.includes(a) || rule.allow.includes(a))
        )
          historyProblems.push(
            `request ${s.id} ${was.status} → ${s.status}: the run's rows ${present.join(',') || 'none'}`,
          );
        if (Number(s.run_actions.repay ?? 0) !== Number(s.repaid_plans) - was.repaid)
          historyProblems.push(
            `request ${s.id}: ${s.run_actions.repay ?? 0} repay rows, ${Number(s.repaid_plans) - was.repaid} instalments repaid in the run`,
          );
      } else {
        const rule = HISTORY[s.status];
        const has = (a) => Number(s.actions[a] ?? 0) > 0;
        const present = ['accept', 'ignore', 'credit', 'loan', 'decline', 'repay', 'repaid'].filter(has);
        if (!rule) historyProblems.push(`request ${s.id}: unexpected status ${s.status}`);
        else if (
          !rule.need.every(has) ||
          !present.every((a) => rule.need.includes(a) || rule.allow.includes(a))
        )
          historyProblems.push(`request ${s.id} ${s.status}: history ${present.join(',') || 'none'}`);
        if (Number(s.actions.repay ?? 0) !== Number(s.repaid_plans))
          historyProblems.push(
            `request ${s.id}: ${s.actions.repay ?? 0} repay rows, ${s.repaid_plans} repaid instalments`,
          );
        if ((s.status === 'repaid') !== (Number(s.plans) > 0 && Number(s.plans) === Number(s.repaid_plans)))
          historyProblems.push(
            `request ${s.id} ${s.status}: ${s.repaid_plans}/${s.plans} instalments repaid`,
          );
      }
      const loaned = s.instalments !== null;
      if (
        loaned &&
        (Number(s.plans) !== s.instalments ||
          Number(s.last_period) !== s.instalments ||
          Number(s.principal) !== Number(s.loan_amount_fen))
      )
        planProblems.push(
          `request ${s.id}: ${s.plans}/${s.instalments} instalments, principal ${s.principal} of ${s.loan_amount_fen}`,
        );
      if (!loaned && isNew && Number(s.plans) > 0)
        planProblems.push(`request ${s.id}: a plan without a loan`);
      if (s.detail?.creditLineId !== undefined && Number(s.lines) !== 1)
        planProblems.push(`request ${s.id}: its credit line is missing`);
    }
    check(
      'every state the run reached has the audit rows of the moves that led to it, once each',
      historyProblems,
      `${states.length} requests`,
    );
    check(
      'no repayment plan is partly written (instalments, periods and principal match the loan)',
      planProblems,
    );

    // Visits of product pages and sign-ins: one row per acknowledged write.
    const visits = log.of('visit', 'ack').length;
    const { rows: visitRows } = await client.query(
      `SELECT count(*) AS n FROM product_access_records WHERE id > $1`,
      [base.visit],
    );
    const lostVisits = log.of('visit', 'failed').length;
    const storedVisits = Number(visitRows[0].n);
    check(
      'every acknowledged product visit is recorded once',
      storedVisits >= visits && storedVisits <= visits + lostVisits
        ? []
        : [`${storedVisits} rows for ${visits} visits`],
      `${storedVisits} rows for ${visits} visits`,
    );
    const signIns = log.of('sign-in', 'ack').length;
    const { rows: loginRows } = await client.query(
      `SELECT count(*) FILTER (WHERE success) AS ok, count(*) FILTER (WHERE NOT success) AS failed FROM login_attempts WHERE id > $1`,
      [base.login],
    );
    const lostSignIns = log.of('sign-in', 'failed').length;
    const okRows = Number(loginRows[0].ok);
    check(
      'every acknowledged sign-in is recorded once, and none failed',
      okRows >= signIns && okRows <= signIns + lostSignIns && Number(loginRows[0].failed) === 0
        ? []
        : [`${okRows} successful and ${loginRows[0].failed} failed attempts for ${signIns} sign-ins`],
      `${okRows} rows for ${signIns} sign-ins`,
    );
  } finally {
    await client.end();
  }
  return checks;
}

export function printChecks(checks) {
  for (const c of checks)
    console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}${c.detail ? `: ${c.detail}` : ''}`);
  return checks.every((c) => c.pass);
}
