import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_TYPES, FINANCE_TYPES } from '@scf/shared/schemas/product';
import {
  banks,
  demandIgnores,
  financingRequestFiles,
  financingRequests,
  financingWarns,
  institutionJudges,
  repayPlans,
  dictItems,
  files,
  institutions,
  pageConfigs,
  productAgreements,
  productAttachments,
  productDocuments,
  productGuarantTypes,
  productMaterials,
  productRepayTypes,
  products,
  tenants,
  creditLines,
} from '@/db/schema.ts';
import { seedCatalogue } from '@/db/seed-catalogue.ts';
import { seedDemoData } from '@/db/seed.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestDatabase } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.database.db);
});
afterAll(() => test.drop());

const TABLES = {
  banks,
  dictItems,
  files,
  institutions,
  pageConfigs,
  productAgreements,
  productAttachments,
  productDocuments,
  productGuarantTypes,
  productMaterials,
  productRepayTypes,
  products,
};

describe('the catalogue seed', () => {
  it('gives each demo tenant 42 products of every loan type and finance type from 6 funding parties', async () => {
    const db = test.database.db;
    for (const code of ['T001', 'T002']) {
      const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
      const rows = await db.select().from(products).where(eq(products.tenantId, tenant!.id));
      expect(rows).toHaveLength(42);
      expect(new Set(rows.map((r) => r.loanType))).toEqual(new Set(LOAN_TYPES));
      expect(new Set(rows.map((r) => r.financeTypeCode))).toEqual(new Set(FINANCE_TYPES));
      expect(rows.filter((r) => r.productStatus === 3).length).toBe(37);
      expect(new Set(rows.map((r) => r.productStatus))).toEqual(new Set([0, 1, 2, 3, 4]));
      const parties = await db.select().from(institutions).where(eq(institutions.tenantId, tenant!.id));
      expect(parties).toHaveLength(6);
      expect(parties.every((p) => p.logoHash !== null)).toBe(true);
    }
  });

  it('runs again and adds nothing', async () => {
    const before = await rowCounts(test.database.db, TABLES);
    await seedCatalogue(test.database.db);
    expect(await rowCounts(test.database.db, TABLES)).toEqual(before);
  });

  it('fills a tenant whose products were removed, with the same files', async () => {
    const db = test.database.db;
    const [{ n: fileCount } = { n: 0 }] = await db.select({ n: count() }).from(files);
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'T002'));
    // The demo's financing cases refer to products: they go first (seedDemoData brings them back).
    for (const table of [
      creditLines,
      repayPlans,
      institutionJudges,
      financingWarns,
      demandIgnores,
      financingRequestFiles,
    ]) {
      await db.delete(table).where(eq(table.tenantId, tenant!.id));
    }
    await db.delete(financingRequests).where(eq(financingRequests.tenantId, tenant!.id));
    for (const table of [
      productGuarantTypes,
      productRepayTypes,
      productMaterials,
      productAttachments,
      productAgreements,
      productDocuments,
    ]) {
      await db.delete(table).where(eq(table.tenantId, tenant!.id));
    }
    await db.delete(products).where(eq(products.tenantId, tenant!.id));
    await seedCatalogue(db);
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.tenantId, tenant!.id));
    expect(n).toBe(42);
    // Deterministic files: the same bytes, so the same hashes, so no new rows.
    expect((await db.select({ n: count() }).from(files))[0]!.n).toBe(fileCount);
  });
});
