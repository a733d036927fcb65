import { and, eq, inArray } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';
import type { Db } from '@/db/client.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { BANKS } from '@/db/catalogue-data.ts';
import {
  bankBranchSeeds,
  CORE_ENTERPRISE,
  INDUSTRY_GROUPS,
  REGISTRATIONS,
  WHITE_LIST,
} from '@/db/member-data.ts';
import type { RegistrationSeed } from '@/db/member-data.ts';
import {
  bankBranches,
  industryGroups,
  memberRegistrationSettings,
  members,
  memberWhiteList,
  registrationOperators,
  registrations,
  tenants,
} from '@/db/schema.ts';
import { escapeHtml } from '@/modules/member/letter.ts';
import { storeFile } from '@/modules/files/store.ts';

/**
 * The registration's reference data (industry groups, bank branches: keyed inserts) and, for each
 * demo tenant, its settings, white list, one registration per status and the members of the
 * approved ones. A tenant counts as seeded once its settings row exists (written last), and as
 * having its members once the core enterprise's member row exists (a database seeded before the
 * members table gains them on its next start), so a restart costs three queries.
 */
export async function seedMember(db: Db): Promise<void> {
  await db
    .insert(industryGroups)
    .values(
      INDUSTRY_GROUPS.map((g, sortOrder) => ({
        code: g.code,
        nameZhCn: g.zhCN,
        nameZhTw: g.zhTW,
        nameEnUs: g.enUS,
        sortOrder,
      })),
    )
    .onConflictDoNothing({ target: industryGroups.code });
  const branches = bankBranchSeeds();
  const [probe] = await db
    .select({ branchNo: bankBranches.branchNo })
    .from(bankBranches)
    .where(eq(bankBranches.branchNo, branches.at(-1)?.branchNo ?? ''));
  if (!probe) await db.insert(bankBranches).values(branches).onConflictDoNothing();

  const tenantRows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      inArray(
        tenants.code,
        DEMO_TENANTS.map((t) => t.code),
      ),
    );
  const seeded = new Set(
    (
      await db
        .select({ tenantId: memberRegistrationSettings.tenantId })
        .from(memberRegistrationSettings)
        .where(
          inArray(
            memberRegistrationSettings.tenantId,
            tenantRows.map((t) => t.id),
          ),
        )
    ).map((r) => r.tenantId),
  );
  for (const { id } of tenantRows) {
    if (!seeded.has(id)) await seedTenant(db, id);
  }
  const withMembers = new Set(
    (
      await db
        .select({ tenantId: members.tenantId })
        .from(members)
        .where(
          and(
            eq(members.usccCode, CORE_ENTERPRISE.usccCode),
            inArray(
              members.tenantId,
              tenantRows.map((t) => t.id),
            ),
          ),
        )
    ).map((r) => r.tenantId),
  );
  for (const { id } of tenantRows) {
    if (!withMembers.has(id)) await seedMembers(db, id);
  }
}

/** The approved demo registrations (added when missing) become members; the core one last. */
async function seedMembers(db: Db, tenantId: number): Promise<void> {
  const approved = REGISTRATIONS.filter((r) => r.status === REGISTRATION_STATUS.approved);
  for (const seed of approved) await seedRegistration(db, tenantId, seed);
  const rows = await db
    .select({
      id: registrations.id,
      usccCode: registrations.usccCode,
      enterpriseName: registrations.enterpriseName,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.tenantId, tenantId),
        eq(registrations.status, REGISTRATION_STATUS.approved),
        inArray(
          registrations.usccCode,
          approved.map((r) => r.usccCode),
        ),
      ),
    );
  // The core enterprise's row marks the tenant done, so it is written after the others.
  rows.sort(
    (a, b) =>
      Number(a.usccCode === CORE_ENTERPRISE.usccCode) - Number(b.usccCode === CORE_ENTERPRISE.usccCode),
  );
  for (const row of rows) {
    await db
      .insert(members)
      .values({
        tenantId,
        usccCode: row.usccCode,
        enterpriseName: row.enterpriseName,
        registrationId: row.id,
      })
      .onConflictDoNothing();
  }
}

async function seedTenant(db: Db, tenantId: number): Promise<void> {
  await db
    .insert(memberWhiteList)
    .values(WHITE_LIST.map((w) => ({ tenantId, ...w })))
    .onConflictDoNothing({ target: [memberWhiteList.tenantId, memberWhiteList.usccCode] });
  for (const seed of REGISTRATIONS) await seedRegistration(db, tenantId, seed);
  await db.insert(memberRegistrationSettings).values({ tenantId }).onConflictDoNothing();
}

/** A drawn stand-in for a scanned document, naming what it stands for. */
function documentImage(title: string, lines: string[]) {
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${150 + i * 40}" font-size="22" fill="#262626">${escapeHtml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520" viewBox="0 0 800 520"><rect width="800" height="520" fill="#fdf8ec" stroke="#b8860b" stroke-width="8"/><text x="400" y="90" font-size="40" font-weight="700" fill="#8b0000" text-anchor="middle">${escapeHtml(title)}</text>${text}<text x="760" y="500" font-size="16" fill="#8c8c8c" text-anchor="end">演示样本</text></svg>`;
  return { content: Buffer.from(svg), contentType: 'image/svg+xml', originalFileName: `${title}.svg` };
}

async function seedRegistration(db: Db, tenantId: number, seed: RegistrationSeed): Promise<void> {
  const [existing] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.tenantId, tenantId), eq(registrations.usccCode, seed.usccCode)));
  if (existing) return;
  const bank = BANKS.find((b) => b.code === seed.bankCode);
  const licence = await storeFile(
    db,
    documentImage('营业执照', [
      `名称：${seed.enterpriseName}`,
      `统一社会信用代码：${seed.usccCode}`,
      `法定代表人：${seed.legalRepr}`,
      `住所：${seed.address}`,
    ]),
  );
  const front = await storeFile(
    db,
    documentImage('居民身份证', [`姓名：${seed.legalRepr}`, `公民身份号码：${seed.legalPersonCertNo}`]),
  );
  const back = await storeFile(
    db,
    documentImage('居民身份证（国徽面）', ['签发机关：公安局', '有效期限：2016.03.15-2036.03.15']),
  );
  const reviewed = seed.status !== 0;
  const [row] = await db
    .insert(registrations)
    .values({
      tenantId,
      status: seed.status,
      enterpriseName: seed.enterpriseName,
      usccCode: seed.usccCode,
      legalRepr: seed.legalRepr,
      validityTerm: '2018-06-01 - 9999-12-31',
      businessAddr: seed.address,
      address: seed.address,
      addressCodeList: seed.addressCodeList,
      contactName: seed.contactName,
      contactMobile: seed.contactMobile,
      contactEmail: null,
      taxCertImgHash: licence.fileHash,
      licenceFileHash: licence.fileHash,
      licenceFileName: '营业执照.svg',
      legalPerson: seed.legalRepr,
      legalPersonIcFrontHash: front.fileHash,
      legalPersonIcBackHash: back.fileHash,
      legalPersonMobile: seed.legalPersonMobile,
      legalPersonCertNo: seed.legalPersonCertNo,
      legalPersonIcValidity: '2016.03.15-2036.03.15',
      bankName: bank?.name ?? seed.bankCode,
      openBankName: bank?.defaultBranchName ?? '',
      openBankCode: bank?.defaultBranchNo ?? '',
      openBankAccount: `6222${seed.legalPersonMobile}0018`,
      companyScale: 2,
      isGreenEnterprise: false,
      industryCode: seed.industryCode,
      isAgricultural: false,
      reviewedAt: reviewed ? new Date() : null,
      reviewComment: seed.reviewComment,
    })
    .onConflictDoNothing()
    .returning({ id: registrations.id });
  if (!row) return;
  await db.insert(registrationOperators).values({
    tenantId,
    registrationId: row.id,
    sortOrder: 0,
    operatorName: seed.operator.name,
    operatorMobile: seed.operator.mobile,
    operatorCertNo: seed.operator.certNo,
    operatorType: 'operating_sup',
  });
}
