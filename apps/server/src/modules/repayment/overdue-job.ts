import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { auditLog, financingRequests, repayPlans } from '@/db/schema.ts';
import { FINANCING_ENTITY } from '@/modules/financing/repository.ts';

/**
 * Marks repayment plans past their due date overdue, and their loans with them (issue 6). Safe with
 * several server instances: each run takes a transaction-level advisory lock, so one instance does
 * the work while the others skip, and every UPDATE only moves rows still in the state it expects.
 */

/** Any fixed number, shared by all instances: the lock that lets one of them run the job. */
const LOCK_KEY = 60_601;
const EVERY_MS = 10 * 60_000;

/** The date in China, where the platform's days begin and end. */
export const chinaToday = (now: Date): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export interface OverdueRun {
  /** False when another instance held the lock. */
  ran: boolean;
  plans: number;
  requests: number;
}

export async function markOverdue(db: Db, now: Date = new Date()): Promise<OverdueRun> {
  const today = chinaToday(now);
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`);
    // The two drivers shape raw results differently; both expose the rows.
    const [lock] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return { ran: false, plans: 0, requests: 0 };
    const plans = await tx
      .update(repayPlans)
      .set({ status: 'overdue' })
      .where(and(eq(repayPlans.status, 'pending'), lt(repayPlans.repayDate, today)))
      .returning({ requestId: repayPlans.requestId });
    const ids = [...new Set(plans.map((p) => p.requestId))];
    const requests =
      ids.length === 0
        ? []
        : await tx
            .update(financingRequests)
            .set({ status: 'overdue', updatedAt: now })
            .where(and(inArray(financingRequests.id, ids), eq(financingRequests.status, 'loaned')))
            .returning({ id: financingRequests.id, tenantId: financingRequests.tenantId });
    if (requests.length > 0) {
      await tx.insert(auditLog).values(
        requests.map((r) => ({
          tenantId: r.tenantId,
          actorUserId: null,
          action: 'overdue',
          entity: FINANCING_ENTITY,
          entityId: String(r.id),
          detail: { date: today },
        })),
      );
    }
    return { ran: true, plans: plans.length, requests: requests.length };
  });
}

/** Runs the job at start and every ten minutes; `overdueJob: false` leaves it off (tests run it). */
const overdueJobPlugin: FastifyPluginAsync<{ enabled: boolean }> = async (app, { enabled }) => {
  if (!enabled) return;
  const run = () =>
    markOverdue(app.db)
      .then((r) => {
        if (r.plans > 0) app.log.info({ overdue: r }, 'repayment plans marked overdue');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'overdue job failed'));
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default fp(overdueJobPlugin, { name: 'overdue-job' });
