import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { drawBlankPicture } from '../apps/server/src/test/document-images.ts';
import { renderInvoicePdf } from '../apps/server/src/test/invoice-pdf.ts';
import { DEMO, pickOption } from './support/auth';
import { approveRegistration, firstSignIn, initialPasswordOf, openReviewFromMenu } from './support/review';
import { USERS, signInToCentre } from './support/user-centre';
import {
  completeRegistration,
  documentPictures,
  fillEnterpriseStep,
  fillOperatorRow,
  openWizard,
  passLegalCheckIfAsked,
  pickRegion,
  uploadInput,
  whiteListedRegistration,
  wizard,
} from './support/registration';

/**
 * The enterprise registration wizard at /zjtRegister (business.md sections 2-9; issue 5 points 1-10)
 * as a visitor uses it. Recognition runs tesseract on generated pictures, several seconds each on
 * this machine, so the tests that upload documents get a longer time.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? null;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const OCR_TEST_TIMEOUT = 420_000;
const PHONE = { width: 390, height: 844 };

// The checked white-listed code is registered by the last test of this group: the others run first.
test.describe('enterprise registration wizard', () => {
  test('the legal check refuses wrong digits', async ({ page }) => {
    test.setTimeout(OCR_TEST_TIMEOUT);
    const data = whiteListedRegistration();
    await page.setViewportSize(PHONE);
    await openWizard(page);
    await fillEnterpriseStep(page, data, documentPictures(data));
    await shot(page, 'phone-enterprise');
    await wizard(page).getByRole('button', { name: '下一步' }).click();
    const check = page.getByRole('dialog', { name: '法定代表人校验' });
    await check.getByLabel('手机号后四位').fill('12');
    await check.getByRole('button', { name: '校验' }).click();
    await expect(check.getByText('请输入手机号后四位')).toBeVisible();
    await check.getByLabel('手机号后四位').fill('0000');
    await check.getByRole('button', { name: '校验' }).click();
    await expect(check.getByText('手机号后四位与法定代表人预留手机号不符')).toBeVisible();
    await shot(page, 'phone-legal-check');
    await passLegalCheckIfAsked(page, data);
    await expect(wizard(page).getByLabel('法定代表人手机号')).toBeVisible();
    await shot(page, 'phone-legal');
  });

  test('a credit code pending review stops the wizard', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const dialog = await openWizard(page);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByText('输入不能为空').first()).toBeVisible();
    await shot(page, 'phone-enterprise-empty');
    await dialog.getByLabel('统一社会信用代码').fill(withUsccCheckChar('91330106MA2H3T5R0'));
    await dialog.getByLabel('统一社会信用代码').blur();
    await expect(dialog.getByText('该供应商为待审核状态')).toBeVisible();
    await shot(page, 'phone-pending');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByText('企业基本信息')).toBeVisible();
    await expect(dialog.getByLabel('法定代表人手机号')).toBeHidden();
    // Closing the wizard of a page opened directly leads home, once the typed code is given up.
    await dialog
      .getByRole('button', { name: 'Close' })
      .or(dialog.getByRole('button', { name: '关闭' }))
      .click();
    await page.getByRole('dialog', { name: '放弃注册？' }).getByRole('button', { name: '放弃' }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('the wizard speaks the chosen language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    await page.goto('/zjtRegister');
    const dialog = page.getByRole('dialog', { name: 'Enterprise registration' });
    await expect(dialog.getByText('Legal representative', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('This field cannot be empty').first()).toBeVisible();
    await shot(page, 'desktop-english');

    // The server's refusal of an invoice reads in English too, the dates in the English form.
    const company = '杭州云栖数联科技有限公司';
    await dialog.getByLabel('Enterprise name').fill(company);
    const issued = daysAgo(400);
    await uploadInput(dialog, 'Invoice')
      .last()
      .setInputFiles({
        name: 'old-invoice.pdf',
        mimeType: 'application/pdf',
        buffer: await renderInvoicePdf({
          sellerName: company,
          sellerTaxId: withUsccCheckChar('91330106MA2K7R3W5'),
          buyerName: BUYER.name,
          buyerTaxId: BUYER.taxId,
          issueDate: issued,
        }),
      });
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const refusal = dialog.getByText(
      `The invoice was issued on ${longDate.format(new Date(`${issued}T00:00:00Z`))}, not in the last six months`,
    );
    await expect(refusal).toBeVisible();
    await refusal.scrollIntoViewIfNeeded();
    await shot(page, 'desktop-english-invoice-refused');
  });

  test('closing a wizard with input asks first; an untouched one closes at once', async ({ page }) => {
    await page.goto('/index');
    await page.goto('/zjtRegister');
    const dialog = page.getByRole('dialog', { name: '企业注册' });
    await dialog.getByLabel('企业名称').fill('上海测试关闭有限公司');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog', { name: '放弃注册？' });
    await expect(confirm).toBeVisible();
    await shot(page, 'discard-confirm');
    await confirm.getByRole('button', { name: '继续填写' }).click();
    await expect(dialog.getByLabel('企业名称')).toHaveValue('上海测试关闭有限公司');
    await dialog.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await page.getByRole('dialog', { name: '放弃注册？' }).getByRole('button', { name: '放弃' }).click();
    await expect(page).toHaveURL(/\/index$/);

    await page.goto('/zjtRegister');
    await expect(page.getByRole('dialog', { name: '企业注册' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '企业注册' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: '放弃注册？' })).toBeHidden();
  });

  test('a white-listed visitor registers with recognised documents and the legal check; an operator approves; the new operator signs in and must change the first password', async ({
    page,
    browser,
  }) => {
    test.setTimeout(OCR_TEST_TIMEOUT);
    const data = whiteListedRegistration();
    await page.setViewportSize({ width: 1280, height: 900 });
    await completeRegistration(page, data, { onStep: (name) => shot(page, `desktop-${name}`) });
    await shot(page, 'desktop-result');
    const status = await page.request.post('/api/member/get_member_by_usccode', {
      data: { usc_code: data.creditCode },
      headers: { 'x-csrf-token': (await page.evaluate(() => sessionStorage.getItem('omc_crsf'))) ?? '' },
    });
    expect((await status.json()).data).toEqual({ status: 0 });

    // The back office reviews it: admin01 approves, and each operator gets an account by SMS.
    const office = await browser.newContext({ locale: 'zh-CN' });
    const operatorPage = await office.newPage();
    await signInToCentre(operatorPage, USERS.admin01, '/center/financeCenter');
    await openReviewFromMenu(operatorPage);
    await approveRegistration(operatorPage, data.companyName, '资料齐全，准予开通');
    const handler = data.operators[0]!;
    const firstPassword = await initialPasswordOf(operatorPage, handler.mobile);
    await office.close();

    // The enterprise's handling operator signs in for the first time: the password must change.
    const enterprise = await browser.newContext({ locale: 'zh-CN' });
    const enterprisePage = await enterprise.newPage();
    await firstSignIn(enterprisePage, {
      tenant: DEMO.tenant1,
      account: handler.mobile,
      password: firstPassword,
      newPassword: 'Pujiang@2026',
    });
    const registered = await enterprisePage.request.post('/api/member/get_member_by_usccode', {
      data: { usc_code: data.creditCode },
      headers: {
        'x-csrf-token': (await enterprisePage.evaluate(() => sessionStorage.getItem('omc_crsf'))) ?? '',
      },
    });
    expect((await registered.json()).data).toEqual({ status: 1 });
    await enterprise.close();
  });
});

/** The demo seed's core enterprise, an approved member: the buyer of a passing invoice. */
const BUYER = { name: '华东重工集团有限公司', taxId: withUsccCheckChar('91310115MA1G7H4K2') };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function tempFile(name: string, content: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'scf-register-')), name);
  writeFileSync(path, content);
  return path;
}

test.describe('enterprise registration wizard, filled by hand', () => {
  test('uploads, invoice check, branch search, operators table and the server’s legal match', async ({
    page,
  }) => {
    test.setTimeout(OCR_TEST_TIMEOUT);
    const company = { name: '杭州云栖数联科技有限公司', code: withUsccCheckChar('91330106MA2K7R3W5') };
    const blank = tempFile('blank.png', drawBlankPicture());
    const dialog = await openWizard(page);

    // Uploads: the type is checked before sending; a picture without text cannot be recognised.
    await uploadInput(dialog, '营业执照').setInputFiles({
      name: 'scan.bmp',
      mimeType: 'image/bmp',
      buffer: Buffer.from('BM'),
    });
    await expect(page.getByText('请上传格式为 jpg,jpeg,png,gif 的图片')).toBeVisible();
    await uploadInput(dialog, '营业执照').setInputFiles(blank);
    await expect(page.getByText('内容无法识别，请重新上传！')).toBeVisible({ timeout: 120_000 });

    await dialog.getByLabel('企业名称').fill(company.name);
    await dialog.getByLabel('统一社会信用代码').fill(company.code);
    await dialog.getByLabel('法定代表人', { exact: true }).fill('孙海');
    await dialog.getByLabel('营业期限').fill('2018-06-01 - 9999-12-31');
    await dialog.getByLabel('营业执照住所').fill('浙江省杭州市西湖区云栖小镇8号');
    await pickRegion(page, dialog, ['浙江省', '杭州市', '西湖区']);
    await dialog.getByLabel('办公详细地址').fill('浙江省杭州市西湖区云栖小镇8号2幢');
    await dialog.getByLabel('联系人', { exact: true }).fill('钱芳');
    await dialog.getByLabel('联系人手机号').fill('13957112345');
    await pickOption(page, dialog.getByLabel('企业规模'), '中型');
    await pickOption(page, dialog.getByLabel('所属行业'), '信息传输、软件和信息技术服务业');
    await dialog.locator('#register-enterprise_isGreenEnterprise').getByText('是').click();
    await dialog.locator('#register-enterprise_isAgricultural').getByText('否').click();

    // The invoice: one older than six months is refused with the server's reason, a recent one passes.
    const invoice = (issueDate: string) =>
      renderInvoicePdf({
        sellerName: company.name,
        sellerTaxId: company.code,
        buyerName: BUYER.name,
        buyerTaxId: BUYER.taxId,
        issueDate,
      });
    const invoiceField = dialog.locator('.ant-form-item').filter({ hasText: '发票' }).last();
    await uploadInput(dialog, '发票').setInputFiles({
      name: 'old-invoice.pdf',
      mimeType: 'application/pdf',
      buffer: await invoice(daysAgo(400)),
    });
    await expect(invoiceField.locator('.ant-form-item-explain-error')).toBeVisible();
    await shot(page, 'desktop-invoice-refused');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByLabel('法定代表人手机号')).toBeHidden();
    await uploadInput(dialog, '发票').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: await invoice(daysAgo(10)),
    });
    // The new file replaces the refused one.
    await expect(invoiceField.getByText('invoice.pdf', { exact: true })).toBeVisible();
    await expect(invoiceField.getByText('old-invoice.pdf', { exact: true })).toHaveCount(0);
    await expect(invoiceField.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await shot(page, 'desktop-enterprise-by-hand');
    await dialog.getByRole('button', { name: '下一步' }).click();

    // Step 1: pictures that cannot be read leave the fields to be typed; a branch is searched.
    await expect(dialog.getByLabel('法定代表人手机号')).toBeVisible();
    await uploadInput(dialog, '人像面').setInputFiles(blank);
    await expect(page.getByText('内容无法识别，请重新上传！').first()).toBeVisible({ timeout: 120_000 });
    await uploadInput(dialog, '国徽面').setInputFiles(blank);
    await expect(dialog.getByRole('status').filter({ hasText: '正在识别' })).toHaveCount(0, {
      timeout: 120_000,
    });
    // Not the licence's legal representative: the server refuses it on finish (legal match).
    await dialog.getByLabel('法定代表人姓名').fill('孙河');
    await dialog.getByLabel('法定代表人身份证号').fill(withResidentIdCheckChar('33010619850412301'));
    await dialog.getByLabel('身份证有效期').fill('2015.04.12-2035.04.12');
    await dialog.getByLabel('法定代表人手机号').fill('13957112346');
    await dialog.getByLabel('开户银行').fill('浙商银行');
    await pickOption(page, dialog.getByLabel('开户银行'), '浙商银行');
    const branch = dialog.getByLabel('开户行全称');
    await branch.click();
    await expect(
      page.locator('.ant-select-dropdown').filter({ visible: true }).getByText('请输入关键词模糊查询开户行'),
    ).toBeVisible();
    await branch.fill('不存在的支行');
    await expect(page.getByText('无查询结果，请修改关键词')).toBeVisible();
    await shot(page, 'desktop-branch-none');
    await branch.fill('  杭州西湖 ');
    await page
      .getByTitle('浙商银行股份有限公司杭州西湖支行', { exact: true })
      .filter({ visible: true })
      .click();
    await dialog.getByLabel('银行账号').fill('33050161234500001234');
    await dialog.getByRole('button', { name: '下一步' }).click();

    // Step 2: the operators table's rules.
    await expect(dialog.getByRole('button', { name: '完成' })).toBeVisible();
    await dialog.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('请至少选择一行待删除的数据')).toBeVisible();
    await dialog.getByRole('button', { name: '添加复核操作员' }).click();
    await expect(page.getByText('请先完善信息')).toBeVisible();
    const id = (n: number) => withResidentIdCheckChar(`3301061990010${n}10${n}`.slice(0, 17));
    for (let n = 1; n <= 5; n += 1) {
      if (n > 1) await dialog.getByRole('button', { name: '添加经办操作员' }).click();
      await fillOperatorRow(page, n, {
        name: `经办${n}`,
        mobile: `1390000000${n}`,
        certNo: id(n),
        role: '经办',
      });
    }
    await dialog.getByRole('button', { name: '添加经办操作员' }).click();
    await expect(page.getByText('最多可添加5个经办操作员')).toBeVisible();
    await dialog.getByRole('button', { name: '添加复核操作员' }).click();
    await fillOperatorRow(page, 6, { name: '复核一', mobile: '13900000001', certNo: id(1), role: '复核' });
    await dialog.getByLabel('姓名 5', { exact: true }).fill('');
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect(dialog.getByText('手机号不能相同')).toBeVisible();
    await expect(dialog.getByText('身份证号不能相同')).toBeVisible();
    await expect(dialog.getByText('输入不能为空')).toBeVisible();
    await expect(dialog.getByText('请确认并阅读用户授权函')).toBeVisible();
    await shot(page, 'desktop-operators-errors');
    await dialog.getByLabel('姓名 5', { exact: true }).fill('经办5');
    await fillOperatorRow(page, 6, { name: '复核一', mobile: '13900000006', certNo: id(6), role: '复核' });
    // Selecting every row and deleting them leaves an empty table, which cannot be finished.
    await dialog.locator('thead').getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '删除' }).click();
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect(dialog.getByText('请至少添加一位操作员信息').first()).toBeVisible();
    await dialog.getByRole('button', { name: '添加复核操作员' }).click();
    await fillOperatorRow(page, 1, { name: '复核一', mobile: '13900000006', certNo: id(6), role: '复核' });
    await dialog.getByRole('checkbox', { name: /我已阅读并确认/ }).check();

    // The server's legal match: its message, on the legal representative's field of step 1.
    await dialog.getByRole('button', { name: '完成' }).click();
    const mismatch = '营业执照上的法定代表人信息与上传的法定代表人身份证信息不符，请确认后再次提交';
    await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: mismatch })).toBeVisible();
    await expect(dialog.getByLabel('法定代表人姓名')).toBeVisible();
    await shot(page, 'desktop-legal-mismatch');
    await dialog.getByLabel('法定代表人姓名').fill('孙海');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect(page.getByText('正在等待平台审核')).toBeVisible();
  });
});
