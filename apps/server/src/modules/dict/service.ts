import type { FastifyInstance } from 'fastify';
import { fileUrl } from '@scf/shared/schemas/file';
import type { BankRow, DictRow, PageConfig } from '@scf/shared/schemas/product';
import type { DictType } from '@/db/schema.ts';
import { findPageConfig, listBanks, listDictItems } from '@/modules/dict/repository.ts';
import type { DictItemRow } from '@/modules/dict/repository.ts';
import type { Caller } from '@/modules/product/caller.ts';
import { dictName } from '@/modules/product/service.ts';

/** Dictionaries (business.md section 3 "Reference data"), the bank list and the page configuration. */

type Data = Pick<FastifyInstance, 'db'>;

async function dictRows<T>(
  app: Data,
  caller: Caller,
  type: DictType,
  extra: (row: DictItemRow) => T,
): Promise<{ rows: (DictRow & T)[]; total: number }> {
  const rows = (await listDictItems(app.db, caller.tenantId, [type])).map((r) => ({
    value: r.value,
    desc: dictName(r, caller.language),
    ...extra(r),
  }));
  return { rows, total: rows.length };
}

export const guarantTypeDict = (app: Data, caller: Caller) =>
  dictRows(app, caller, 'guarant_type', () => ({}));
export const loanTypeDict = (app: Data, caller: Caller) => dictRows(app, caller, 'loan_type', () => ({}));
/** Repayment methods a product may offer (ours: the product release form's choices). */
export const repayTypeDict = (app: Data, caller: Caller) => dictRows(app, caller, 'repay_type', () => ({}));
/** Amount presets: value and amountUnder in ten-thousand yuan. */
export const loanAmountDict = (app: Data, caller: Caller) =>
  dictRows(app, caller, 'loan_amount', (r) => ({ amountUnder: r.numTo ?? Number(r.value) }));
/** Rate presets in percent, stored in basis points; a null bound is open. */
export const rateDict = (app: Data, caller: Caller) =>
  dictRows(app, caller, 'rate', (r) => ({
    rateStart: r.numFrom === null ? null : r.numFrom / 100,
    rateEnd: r.numTo === null ? null : r.numTo / 100,
  }));

export async function bankList(app: Data): Promise<{ rows: BankRow[]; total: number }> {
  const rows = await listBanks(app.db);
  return { rows, total: rows.length };
}

const urlOf = (hash: string | null) => (hash === null ? null : fileUrl(hash));

/** A tenant without a configuration gets the platform's name and no logos (the web's defaults). */
const DEFAULT_PLATFORM_NAME = '供应链金融服务平台';

export async function pageConfig(app: Data, caller: Caller): Promise<PageConfig> {
  const row = await findPageConfig(app.db, caller.tenantId);
  return {
    platformName: row?.platformName ?? DEFAULT_PLATFORM_NAME,
    headerLogoUrl: urlOf(row?.headerLogoHash ?? null),
    loginLogoUrl: urlOf(row?.loginLogoHash ?? null),
    footerLogoUrl: urlOf(row?.footerLogoHash ?? null),
    servicePhone: row?.servicePhone ?? null,
  };
}
