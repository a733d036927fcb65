import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberChangePage } from '@scf/shared/schemas/member-change';
import { memberChanges } from '@/db/schema.ts';
import { seedMemberChange } from '@/db/seed-member-change.ts';
import { signedIn } from '@/modules/auth/test-support.ts';
import { tenantIdOf } from '@/modules/member-review/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('seedMemberChange', () => {
  it('gives comp01’s enterprise an applied and a rejected change once per tenant, nothing pending', async () => {
    const db = t.database.db;
    await Promise.all([seedMemberChange(db), seedMemberChange(db)]);
    await seedMemberChange(db);
    for (const code of ['T001', 'T002']) {
      const tenantId = await tenantIdOf(db, code);
      const rows = await db
        .select({ status: memberChanges.status, n: count() })
        .from(memberChanges)
        .where(eq(memberChanges.tenantId, tenantId))
        .groupBy(memberChanges.status);
      expect(Object.fromEntries(rows.map((r) => [r.status, r.n])), code).toEqual({ applied: 1, rejected: 1 });
      const [pending] = await db
        .select({ n: count() })
        .from(memberChanges)
        .where(and(eq(memberChanges.tenantId, tenantId), eq(memberChanges.status, 'pending')));
      expect(pending?.n).toBe(0);
    }
    const comp = await signedIn(t.app, 'comp01');
    const history = (await comp.post('/api/member/change/history', {})).json().data as MemberChangePage;
    expect(history.rows.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(history.rows[0]?.reason).toBe('名称变更须提供新的营业执照，请上传后重新提交');
    const current = (await comp.post('/api/member/change/current', {})).json().data;
    expect(history.rows[1]?.changes).toEqual([
      { field: 'contactName', from: '王丽', to: current.values.contactName },
    ]);
    expect(current.lastReviewed.status).toBe('rejected');
  });
});
