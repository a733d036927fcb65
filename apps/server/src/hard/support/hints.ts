import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import type { Hints } from './zod-arbitrary.ts';

/**
 * Values that exist in the seeded database, by field name, so that fuzzed requests also name real
 * records (a request id, a product code, a file hash) and reach the code behind the lookups, not
 * only the "not found" branch. Random values stay in the mix (zod-arbitrary picks either).
 *
 * Account names of the demo accounts are left out on purpose: failed sign-ins under those names
 * would lock the accounts the fuzzing signs in with (5 failures lock an account for 15 minutes).
 */

async function column(db: Db, query: string): Promise<(string | number)[]> {
  // The two drivers shape raw results differently; both expose the rows.
  const { rows } = (await db.execute(sql.raw(query))) as unknown as {
    rows: Record<string, string | number | null>[];
  };
  return rows
    .map((row) => Object.values(row)[0])
    .filter((value): value is string | number => value !== null && value !== undefined);
}

const pick = (values: readonly (string | number)[]): Arbitrary<unknown> | undefined =>
  values.length === 0 ? undefined : fc.constantFrom(...values);

/** Ids as the web app sends them: numbers, now and then numeric strings. */
const ids = (values: readonly (string | number)[]) => {
  const arbitrary = pick(values);
  return arbitrary && fc.oneof({ arbitrary, weight: 3 }, { arbitrary: arbitrary.map(String), weight: 1 });
};

export async function loadHints(db: Db): Promise<Hints> {
  const [
    requestIds,
    applyCodes,
    productIds,
    productCodes,
    roleIds,
    userIds,
    menuIds,
    menuCodes,
    memberIds,
    institutionIds,
    institutionCodes,
    salesmanIds,
    managerIds,
    newsIds,
    fileHashes,
    usccCodes,
    bankCodes,
    industryCodes,
    branchCodes,
    positionCodes,
    allIds,
  ] = await Promise.all([
    column(db, 'select id from financing_requests'),
    column(db, 'select apply_code from financing_requests'),
    column(db, 'select id from products'),
    column(db, 'select product_code from products'),
    column(db, 'select id from roles'),
    column(db, 'select id from users'),
    column(db, 'select id from menus'),
    column(db, 'select distinct menu_code from menus'),
    column(db, 'select id from members'),
    column(db, 'select id from institutions'),
    column(db, 'select distinct user_code from institutions'),
    column(db, 'select id from salesmen'),
    column(db, 'select id from account_managers'),
    column(db, 'select id from news'),
    column(db, 'select file_hash from files'),
    column(db, 'select distinct uscc_code from members'),
    column(db, 'select distinct code from banks'),
    column(db, 'select distinct code from industry_groups'),
    column(db, 'select branch_no from bank_branches limit 50'),
    column(db, 'select distinct position_code from site_ads'),
    // Other ids (alerts, plans, authorisations, content rows...) are small integers.
    column(db, 'select generate_series(1, 120)'),
  ]);

  const byKey: Record<string, Arbitrary<unknown> | undefined> = {
    id: ids(allIds),
    financeApplyId: ids(requestIds),
    code: pick(applyCodes),
    applyCode: pick(applyCodes),
    productId: ids(productIds),
    productCode: pick(productCodes),
    roleIds: fc.array(fc.constantFrom(...roleIds), { maxLength: 3 }),
    userId: ids(userIds),
    parentId: ids(menuIds),
    menuIds: fc.array(fc.constantFrom(...menuIds), { maxLength: 5 }),
    menuCode: pick(menuCodes),
    memberId: ids(memberIds),
    institutionId: ids(institutionIds),
    userCode: pick(institutionCodes),
    salesmanId: ids(salesmanIds),
    accountManagerId: ids(managerIds),
    newsId: ids(newsIds),
    fileHash: pick(fileHashes),
    fileName: pick(fileHashes),
    filePath: pick(fileHashes.map((hash) => `/api/files/${hash}`)),
    uscCode: pick(usccCodes),
    usccCode: pick(usccCodes),
    bankCode: pick(bankCodes),
    industryCode: pick(industryCodes),
    openBankCode: pick(branchCodes),
    adPositionCode: pick(positionCodes),
    positionCode: pick(positionCodes),
    tenantId: fc.constantFrom('T001', 'T002', 'T999'),
    permissionCodes: fc.array(fc.constantFrom('REQUEST_ADD', 'ROLE_ADD', 'PRODUCT_AUDIT', 'NOPE'), {
      maxLength: 3,
    }),
  };
  return (key) => byKey[key];
}
