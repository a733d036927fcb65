import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { banks, dictItems, pageConfigs } from '@/db/schema.ts';
import type { DictType } from '@/db/schema.ts';

export type DictItemRow = Awaited<ReturnType<typeof listDictItems>>[number];

/** Dictionary rows of a tenant, of one or more types, in their order. */
export async function listDictItems(db: Db, tenantId: number, types: readonly DictType[]) {
  return db
    .select({
      dictType: dictItems.dictType,
      value: dictItems.value,
      nameZhCn: dictItems.nameZhCn,
      nameZhTw: dictItems.nameZhTw,
      nameEnUs: dictItems.nameEnUs,
      numFrom: dictItems.numFrom,
      numTo: dictItems.numTo,
    })
    .from(dictItems)
    .where(and(eq(dictItems.tenantId, tenantId), inArray(dictItems.dictType, [...types])))
    .orderBy(asc(dictItems.sortOrder), asc(dictItems.value));
}

export async function listBanks(db: Db) {
  return db
    .select({
      bankCode: banks.code,
      bankName: banks.name,
      defaultBranchNo: banks.defaultBranchNo,
      defaultBranchName: banks.defaultBranchName,
    })
    .from(banks)
    .orderBy(asc(banks.sortOrder), asc(banks.code));
}

export async function findPageConfig(db: Db, tenantId: number) {
  const [row] = await db.select().from(pageConfigs).where(eq(pageConfigs.tenantId, tenantId)).limit(1);
  return row;
}
