import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import {
  drawBusinessLicence,
  drawIdCardBack,
  drawIdCardFront,
} from '../../apps/server/src/test/document-images.ts';
import { pickOption } from './auth';

/** An operator row of the wizard's step 2. */
export interface OperatorData {
  name: string;
  mobile: string;
  certNo: string;
  role: '经办' | '复核';
}

/** Everything the wizard asks, as a visitor would type or show it. */
export interface RegistrationData {
  companyName: string;
  creditCode: string;
  legalRepresentative: string;
  licenceAddress: string;
  /** ISO dates printed on the licence. */
  businessStart: string;
  businessEnd: string;
  legalIdNumber: string;
  /** As printed on the ID card's back: 2016.05.20-2036.05.20. */
  idValidity: string;
  legalMobile: string;
  /** Province, city, district as the cascader names them. */
  region: [string, string, string];
  officeAddress: string;
  contactName: string;
  contactMobile: string;
  companyScale: '大型' | '中型' | '小微型';
  industry: string;
  /** A bank without a default branch and a keyword that finds one of its branches. */
  bank: string;
  branchKeyword: string;
  branch: string;
  account: string;
  operators: OperatorData[];
  /** The invoice PDF to upload; null for a white-listed enterprise. */
  invoicePdf: string | null;
}

/** A white-listed supplier of the demo seed with the legal representative's mobile on record. */
const WHITE_CHECKED = { code: withUsccCheckChar('91310115MA1H8K2P3'), legalMobile: '13916820457' };

/**
 * The registration of the demo seed's white-listed supplier with a legal mobile on record: no
 * invoice, the legal check asked (its digits are those of `legalMobile`). Its pictures are read
 * correctly by recognition. Registered once per fresh database: a second run meets 该供应商为待审核状态.
 */
export function whiteListedRegistration(): RegistrationData {
  return {
    companyName: '上海浦江精密零部件有限公司',
    creditCode: WHITE_CHECKED.code,
    legalRepresentative: '陈立群',
    licenceAddress: '上海市浦东新区张江路88号',
    businessStart: '2015-03-12',
    businessEnd: '2045-03-11',
    legalIdNumber: withResidentIdCheckChar('11010519900307123'),
    idValidity: '2016.05.20-2036.05.20',
    legalMobile: WHITE_CHECKED.legalMobile,
    region: ['上海市', '市辖区', '浦东新区'],
    officeAddress: '上海市浦东新区张江路88号3号楼',
    contactName: '周敏',
    contactMobile: '13761234567',
    companyScale: '小微型',
    industry: '制造业',
    bank: '浙商银行',
    branchKeyword: ' 上海浦东 ',
    branch: '浙商银行股份有限公司上海浦东支行',
    account: '6222021234567890123',
    operators: [
      {
        name: '周敏',
        mobile: '13761234567',
        certNo: withResidentIdCheckChar('31011519920101123'),
        role: '经办',
      },
      {
        name: '吴磊',
        mobile: '13761234568',
        certNo: withResidentIdCheckChar('31011519930202234'),
        role: '复核',
      },
    ],
    invoicePdf: null,
  };
}

export const wizard = (page: Page) => page.getByRole('dialog', { name: '企业注册' });

export interface DocumentPictures {
  licence: string;
  front: string;
  back: string;
}

/** Draws the licence and both ID card sides of `data` into a temporary folder; their paths. */
export function documentPictures(data: RegistrationData): DocumentPictures {
  const id = data.legalIdNumber;
  const dir = mkdtempSync(join(tmpdir(), 'scf-register-'));
  const write = (name: string, content: Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  return {
    licence: write(
      '营业执照.png',
      drawBusinessLicence({
        creditCode: data.creditCode,
        companyName: data.companyName,
        legalRepresentative: data.legalRepresentative,
        address: data.licenceAddress,
        validityStart: data.businessStart,
        validityEnd: data.businessEnd,
      }),
    ),
    front: write(
      'id-front.png',
      drawIdCardFront({
        name: data.legalRepresentative,
        sex: Number(id.slice(16, 17)) % 2 === 1 ? '男' : '女',
        birth: `${id.slice(6, 10)}年${Number(id.slice(10, 12))}月${Number(id.slice(12, 14))}日`,
        address: '北京市朝阳区建国路1号',
        idNumber: id,
      }),
    ),
    back: write('id-back.png', drawIdCardBack({ issuer: '北京市公安局朝阳分局', validity: data.idValidity })),
  };
}

/** The file input of an upload field, found by the field's label. */
export const uploadInput = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ hasText: label }).locator('input[type=file]');

/** Opens /zjtRegister and waits for the wizard. */
export async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/zjtRegister');
  const dialog = wizard(page);
  await expect(dialog.getByText('企业基本信息')).toBeVisible();
  return dialog;
}

/** Uploads a picture and waits for its recognition to be reported (识别成功). */
async function uploadRecognised(page: Page, input: Locator, path: string): Promise<void> {
  await input.setInputFiles(path);
  await expect(page.getByText('识别成功').last()).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('status').filter({ hasText: '正在识别' })).toHaveCount(0, { timeout: 120_000 });
}

/**
 * Picks province, city and district in the region cascader. A click landing while the menu slides
 * in can be lost (as with pickOption), so each level is clicked until the next level has opened.
 */
export async function pickRegion(page: Page, dialog: Locator, region: readonly string[]): Promise<void> {
  const menus = page
    .locator('.ant-cascader-dropdown')
    .filter({ visible: true })
    .locator('.ant-cascader-menu');
  await expect(async () => {
    if ((await menus.count()) === 0) await dialog.getByLabel('办公地区').click();
    await expect(menus.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  for (const [level, name] of region.entries()) {
    const item = menus
      .nth(level)
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${name}$`) });
    const last = level === region.length - 1;
    await expect(async () => {
      await item.click({ timeout: 2_000 });
      if (!last) await expect(menus).toHaveCount(level + 2, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(dialog.locator('.ant-cascader')).toContainText(region.join(' / '));
}

/** Step 0 with recognition of the licence; the fields it reads are then checked. */
export async function fillEnterpriseStep(
  page: Page,
  data: RegistrationData,
  pictures: DocumentPictures,
): Promise<void> {
  const dialog = wizard(page);
  await uploadRecognised(page, uploadInput(dialog, '营业执照'), pictures.licence);
  await expect(dialog.getByLabel('企业名称')).toHaveValue(data.companyName);
  await expect(dialog.getByLabel('统一社会信用代码')).toHaveValue(data.creditCode);
  await expect(dialog.getByLabel('法定代表人', { exact: true })).toHaveValue(data.legalRepresentative);
  await expect(dialog.getByLabel('营业执照住所')).toHaveValue(data.licenceAddress);
  await expect(dialog.getByLabel('营业期限')).toHaveValue(`${data.businessStart} - ${data.businessEnd}`);
  await pickRegion(page, dialog, data.region);
  await dialog.getByLabel('办公详细地址').fill(data.officeAddress);
  await dialog.getByLabel('联系人', { exact: true }).fill(data.contactName);
  await dialog.getByLabel('联系人手机号').fill(data.contactMobile);
  await pickOption(page, dialog.getByLabel('企业规模'), data.companyScale);
  await pickOption(page, dialog.getByLabel('所属行业'), data.industry);
  await dialog.locator('#register-enterprise_isGreenEnterprise').getByText('否').click();
  await dialog.locator('#register-enterprise_isAgricultural').getByText('否').click();
  if (data.invoicePdf) await uploadInvoice(page, data.invoicePdf);
}

/** Uploads the invoice and waits for its check to settle (a pass shows no error under the field). */
export async function uploadInvoice(page: Page, path: string): Promise<void> {
  const dialog = wizard(page);
  await uploadInput(dialog, '发票').setInputFiles(path);
  await expect(dialog.locator('.ant-upload-list-item').filter({ hasText: /\.pdf$/ })).toBeVisible();
}

/** Step 1: both ID card sides recognised, the legal mobile, a bank branch found by search. */
export async function fillLegalStep(
  page: Page,
  data: RegistrationData,
  pictures: DocumentPictures,
): Promise<void> {
  const dialog = wizard(page);
  await uploadRecognised(page, uploadInput(dialog, '人像面'), pictures.front);
  await uploadRecognised(page, uploadInput(dialog, '国徽面'), pictures.back);
  await expect(dialog.getByLabel('法定代表人姓名')).toHaveValue(data.legalRepresentative);
  await expect(dialog.getByLabel('法定代表人身份证号')).toHaveValue(data.legalIdNumber);
  await dialog.getByLabel('法定代表人手机号').fill(data.legalMobile);
  await searchBranch(page, data);
  await dialog.getByLabel('银行账号').fill(data.account);
}

/** Chooses a bank without a default branch and finds the branch by keyword. */
export async function searchBranch(page: Page, data: RegistrationData): Promise<void> {
  const dialog = wizard(page);
  // The list is long (virtual): typing narrows it, as a user would.
  await dialog.getByLabel('开户银行').fill(data.bank);
  await pickOption(page, dialog.getByLabel('开户银行'), data.bank);
  const branch = dialog.getByLabel('开户行全称');
  await branch.click();
  await branch.fill(data.branchKeyword);
  await page.getByTitle(data.branch, { exact: true }).filter({ visible: true }).click();
  await expect(dialog.locator('.ant-form-item').filter({ hasText: '开户行全称' })).toContainText(data.branch);
}

/** One row of the operators table: 1-based as the cell labels say. */
export async function fillOperatorRow(page: Page, row: number, operator: OperatorData): Promise<void> {
  const dialog = wizard(page);
  await dialog.getByLabel(`姓名 ${row}`, { exact: true }).fill(operator.name);
  await dialog.getByLabel(`手机号 ${row}`, { exact: true }).fill(operator.mobile);
  await dialog.getByLabel(`身份证号 ${row}`, { exact: true }).fill(operator.certNo);
}

/** Step 2: the operators (the first row exists, a handling one), then the authorization letter. */
export async function fillOperatorsStep(page: Page, data: RegistrationData): Promise<void> {
  const dialog = wizard(page);
  for (const [i, operator] of data.operators.entries()) {
    if (i > 0) {
      await dialog
        .getByRole('button', { name: operator.role === '经办' ? '添加经办操作员' : '添加复核操作员' })
        .click();
    }
    await fillOperatorRow(page, i + 1, operator);
  }
  await expect(dialog.getByRole('link', { name: '《用户授权函》' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /我已阅读并确认/ }).check();
}

/** Answers the legal representative check when the wizard asks it (a white-listed code with a mobile). */
export async function passLegalCheckIfAsked(page: Page, data: RegistrationData): Promise<void> {
  const mobileField = wizard(page).getByLabel('法定代表人手机号');
  const check = page.getByRole('dialog', { name: '法定代表人校验' });
  // Whichever comes: the next step or the check dialog.
  await expect(mobileField.or(check.getByLabel('手机号后四位')).filter({ visible: true })).toBeVisible();
  if (await check.isVisible()) {
    await check.getByLabel('手机号后四位').fill(data.legalMobile.slice(-4));
    await check.getByRole('button', { name: '校验' }).click();
    await expect(page.getByText('校验通过')).toBeVisible();
  }
}

/**
 * Completes the wizard for `data` from /zjtRegister to 提交成功！ and the pending-review page. The
 * lead's review flow chains on this (the registration is then status 0, pending review).
 */
export async function completeRegistration(
  page: Page,
  data: RegistrationData,
  { onStep }: { onStep?: (filled: 'enterprise' | 'legal' | 'operators') => Promise<void> } = {},
): Promise<void> {
  const pictures = documentPictures(data);
  const dialog = await openWizard(page);
  await fillEnterpriseStep(page, data, pictures);
  await onStep?.('enterprise');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await passLegalCheckIfAsked(page, data);
  await fillLegalStep(page, data, pictures);
  await onStep?.('legal');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByRole('button', { name: '完成' })).toBeVisible();
  await fillOperatorsStep(page, data);
  await onStep?.('operators');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(page.getByText('提交成功！').first()).toBeVisible();
  await expect(page.getByText('正在等待平台审核')).toBeVisible();
}
