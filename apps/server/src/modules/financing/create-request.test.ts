import type * as Crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, financingRequests, financingWarns, users } from '@/db/schema.ts';
import { seedDemoData } from '@/db/seed.ts';
import { createDemand } from '@/modules/financing/create-request.ts';
import type * as Repository from '@/modules/financing/repository.ts';
import { createTestDatabase } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

/**
 * The race of two requests on one apply code: both find the code free, one commits first. Here the
 * check is made to miss the committed row (as it misses a concurrent, not yet committed one) and
 * the random digits are chosen, so the second insert meets the code's unique constraint.
 */
const race = vi.hoisted(() => ({ checkMisses: false, digits: [] as number[] }));

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  return {
    ...actual,
    randomInt: (...args: Parameters<typeof actual.randomInt>) =>
      race.digits.length > 0 ? race.digits.shift()! : actual.randomInt(...args),
  };
});

vi.mock('@/modules/financing/repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Repository>();
  return {
    ...actual,
    findRequest: (...args: Parameters<typeof actual.findRequest>) =>
      race.checkMisses ? Promise.resolve(null) : actual.findRequest(...args),
  };
});

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedDemoData(testDb.database.db);
});
afterAll(() => testDb.drop());

describe('createDemand', () => {
  it('draws another apply code when a concurrent request took the same one, in the same transaction', async () => {
    const { db } = testDb.database;
    const [comp01] = await db
      .select({ tenantId: users.tenantId, memberId: users.memberId, userId: users.id })
      .from(users)
      .where(eq(users.account, 'comp01'));
    const demand = (purpose: string) =>
      db.transaction((tx) =>
        createDemand(tx, {
          tenantId: comp01!.tenantId,
          memberId: comp01!.memberId!,
          applicantUserId: comp01!.userId,
          financeAmountFen: 100_000_000,
          financePeriod: 12,
          guarantTypes: ['credit'],
          financePurpose: purpose,
        }),
      );
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-06T01:02:03Z') });
    try {
      race.digits = [42];
      const first = await demand('first');
      race.checkMisses = true;
      race.digits = [42, 43];
      const second = await demand('second');

      expect(first.applyCode).toBe('RZ202605060902030042');
      expect(second.applyCode).toBe('RZ202605060902030043');
      // The failed insert was undone alone: the second request was written whole.
      for (const { id } of [first, second]) {
        const [row] = await db.select().from(financingRequests).where(eq(financingRequests.id, id));
        expect(row).toBeDefined();
        const warns = await db.select().from(financingWarns).where(eq(financingWarns.requestId, id));
        expect(warns.length).toBeGreaterThan(0);
        const audits = await db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'publish')));
        expect(audits).toHaveLength(1);
      }
    } finally {
      vi.useRealTimers();
      race.checkMisses = false;
    }
  });
});
