import { and, eq } from 'drizzle-orm';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { BANKS } from '@/db/catalogue-data.ts';
import type { Db } from '@/db/client.ts';
import { roles, tenants, userRoles, users } from '@/db/schema.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import { storeFile } from '@/modules/files/store.ts';
import { insertRegistration } from '@/modules/member/repository.ts';
import type { NewOperator, NewRegistration } from '@/modules/member/repository.ts';

/**
 * Test data of the review: pending registrations written as app_reg_comp writes them (the wizard's
 * own rules are tested in modules/member), and a second back-office operator.
 */

export async function tenantIdOf(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
  if (!row) throw new Error(`tenant ${code} not seeded`);
  return row.id;
}

export async function userIdOf(db: Db, tenantCode: string, account: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(tenants.code, tenantCode), eq(users.account, account)));
  if (!row) throw new Error(`user ${account} not in ${tenantCode}`);
  return row.id;
}

let serial = 0;

export interface OperatorSeed {
  name: string;
  mobile: string;
  type: 'operating_sup' | 'review_sup';
}

/** A pending registration of a fresh credit code, with its documents stored; answers its id. */
export async function pendingRegistration(
  db: Db,
  tenantCode: string,
  options: {
    name?: string;
    operators?: OperatorSeed[];
    submittedByUserId?: number | null;
  } = {},
): Promise<{ id: number; usccCode: string; enterpriseName: string; operators: OperatorSeed[] }> {
  serial += 1;
  const n = String(serial).padStart(5, '0');
  const tenantId = await tenantIdOf(db, tenantCode);
  const usccCode = withUsccCheckChar(`91320106MA2R${n}`);
  const enterpriseName = options.name ?? `南京秦淮测试商贸有限公司${serial}`;
  const picture = (title: string) =>
    storeFile(db, {
      content: Buffer.from(`${title} ${usccCode}`),
      contentType: 'image/png',
      originalFileName: `${title}.png`,
    });
  const [licence, front, back] = await Promise.all([picture('licence'), picture('front'), picture('back')]);
  const invoice = await storeFile(db, {
    content: Buffer.from(`%PDF-1.4 invoice ${usccCode}`),
    contentType: 'application/pdf',
    originalFileName: '发票.pdf',
  });
  const bank = BANKS.find((b) => b.code === 'CMB');
  const operators = options.operators ?? [
    { name: '赵敏', mobile: `137${n}001`, type: 'operating_sup' },
    { name: '钱进', mobile: `136${n}002`, type: 'review_sup' },
  ];
  const registration: NewRegistration = {
    tenantId,
    status: 0,
    enterpriseName,
    usccCode,
    legalRepr: '孙立',
    validityTerm: '2019-05-20 - 9999-12-31',
    businessAddr: '江苏省南京市秦淮区中山南路1号',
    address: '江苏省南京市秦淮区中山南路1号',
    addressCodeList: ['320000', '320100', '320104'],
    contactName: '赵敏',
    contactMobile: '13912340000',
    contactEmail: null,
    fax: null,
    taxCertImgHash: licence.fileHash,
    billHash: invoice.fileHash,
    licenceFileHash: licence.fileHash,
    licenceFileName: '营业执照.png',
    invoiceFileHash: invoice.fileHash,
    invoiceFileName: '发票.pdf',
    legalPerson: '孙立',
    legalPersonIcFrontHash: front.fileHash,
    legalPersonIcBackHash: back.fileHash,
    legalPersonMobile: '13912349999',
    legalPersonCertNo: withResidentIdCheckChar('32010419800101123'),
    legalPersonIcValidity: '2015.06.01-2035.06.01',
    bankName: bank?.name ?? '',
    openBankName: bank?.defaultBranchName ?? '',
    openBankCode: bank?.defaultBranchNo ?? '',
    openBankAccount: '6214830000001234',
    companyScale: 2,
    isGreenEnterprise: false,
    industryCode: 'F',
    isAgricultural: false,
    submittedByUserId: options.submittedByUserId ?? null,
  };
  const rows: NewOperator[] = operators.map((o, sortOrder) => ({
    tenantId,
    sortOrder,
    operatorName: o.name,
    operatorMobile: o.mobile,
    operatorCertNo: withResidentIdCheckChar(`3201041990010${String(sortOrder).padStart(4, '0')}`),
    operatorType: o.type,
  }));
  const id = await insertRegistration(db, registration, rows);
  return { id, usccCode, enterpriseName, operators };
}

/** Another back-office operator of the tenant (role operator), to decide what the first one edited. */
export async function addOperatorUser(db: Db, tenantCode: string, account: string, password: string) {
  const tenantId = await tenantIdOf(db, tenantCode);
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, 'operator')));
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      account,
      name: `复核运营${account}`,
      userType: 'operator',
      rawRoleCode: 'normal',
      roleCode: 'operator',
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  if (!role || !user) throw new Error('operator role or user missing');
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user.id;
}
