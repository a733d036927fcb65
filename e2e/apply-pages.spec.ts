import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, postAsPage, signInToCentre, signedInPage } from './support/user-centre';

/**
 * The application pages (issue 6 points 1, 3, 4, 5): comp01 applies on the apply page to a credit
 * product it holds a credit line on (the spec's checks in order), to an FSP voucher product of
 * 海川银行 with a bill, a cash-out party and a signature, which bank01 accepts, credits and lends;
 * on the waybill page to a LOGMIS product; on the receivable discount page; a visitor is asked to
 * sign in first.
 */

const VIEWPORT = { width: 1280, height: 900 };

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/apply-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Demo products of tenant T001 (seed-catalogue.ts codes; credit lines of seed-financing.ts). */
const PRODUCTS = {
  /** 鼎信小贷·经营快贷: comp01 holds a 5,000,000-yuan line on it. */
  creditLine: 'T001-JYKD-041',
  /** 海川银行·e信通: an FSP voucher product with no open request of comp01. */
  voucher: 'T001-EXT-014',
  /** 海川银行·运费贷: LOGMIS, applied for with waybills. */
  waybill: 'T001-YFD-001',
  /** 中融汇通保理·反向保理: receivable, the discount page. */
  receivable: 'T001-FXBL-039',
};

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
});

async function productId(page: Page, code: string): Promise<string> {
  const list = await postAsPage<{ rows: { id: string; productCode: string }[] }>(
    page,
    '/portal/fin/product/queryProdProduct',
    { page_size: 100 },
  );
  const row = list.data.rows.find((r) => r.productCode === code);
  if (!row) throw new Error(`no product ${code} on shelf`);
  return row.id;
}

/** Opens the product's detail and presses 立即申请, as a user does. */
async function applyFrom(page: Page, code: string): Promise<void> {
  await page.goto(`/prodDetail?id=${await productId(page, code)}`);
  await page.getByRole('button', { name: '立即申请' }).click();
}

const confirmButton = (page: Page) => page.getByRole('button', { name: /^确\s?认$/ });

/** A toast with this text shows (the first check that fails, in the spec's order). */
async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(page.locator('.ant-message').getByText(text, { exact: true }).first()).toBeVisible();
}

async function uploadDocument(page: Page, name: string, file: ReturnType<typeof pdf>): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `上传${name}` }).click();
  await (await chooser).setFiles(file);
}

async function uploadAllDocuments(page: Page): Promise<void> {
  for (const name of ['营业执照', '融资申请书', '贸易合同']) {
    await uploadDocument(page, name, pdf(`${name}.pdf`));
    await expect(page.getByRole('link', { name: `${name}.pdf` })).toBeVisible();
  }
}

async function pickDate(page: Page, field: Locator, date: string): Promise<void> {
  await field.click();
  await field.fill(date);
  await field.press('Enter');
  await expect(field).toHaveValue(date);
}

const inDays = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

test('a visitor on the apply page is asked to sign in and brought back', async ({ page }) => {
  await signInToCentre(page, USERS.comp01, '/request/requestDetail');
  const id = await productId(page, PRODUCTS.voucher);
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('userInfo');
  });
  await page.goto(`/prodDetail/apply?id=${id}&productCode=${PRODUCTS.voucher}`);
  await expect(page.getByText('请先登录后再申请融资')).toBeVisible();
  await expect(page.getByRole('heading', { name: '海川银行·e信通' })).toBeVisible();
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('loginUrl'))).toBe(
    `/prodDetail/apply?id=${id}&productCode=${PRODUCTS.voucher}`,
  );
});

test('credit variant: the spec’s checks in order, then an application drawn on the credit line', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, USERS.comp01, '/request/requestDetail', VIEWPORT);
  await applyFrom(page, PRODUCTS.creditLine);
  await expect(page).toHaveURL(/\/prodDetail\/apply\?id=\d+/);
  await expect(page.getByRole('heading', { name: '融资申请', level: 1 })).toBeVisible();
  // The enterprise's settlement account fills the receiving account.
  await expect(page.getByLabel('收款账号', { exact: true })).not.toHaveValue('');
  await expect(page.getByText('可用授信额度：5,000,000.00元')).toBeVisible();

  // 1-2. Clearing the bank clears the branch; the bank is checked first.
  await page.getByLabel('收款银行').hover();
  await page.locator('.ant-select-clear').first().click();
  await expect(page.getByLabel('开户行全称')).toHaveValue('');
  await confirmButton(page).click();
  await expectMessage(page, '银行不能为空');
  // A bank without a default branch: its branch is searched.
  await page.getByLabel('收款银行').fill('浙商银行');
  await pickOption(page, page.getByLabel('收款银行'), '浙商银行');
  await confirmButton(page).click();
  await expectMessage(page, '开户行全称不能为空');
  const branch = page.getByLabel('开户行全称');
  await branch.click();
  await expect(
    page.locator('.ant-select-dropdown').filter({ visible: true }).getByText('请输入关键词模糊查询开户行'),
  ).toBeVisible();
  await branch.fill('不存在的支行');
  await expect(page.getByText('无查询结果，请修改关键词')).toBeVisible();
  await branch.fill('  杭州西湖 ');
  await page
    .getByTitle('浙商银行股份有限公司杭州西湖支行', { exact: true })
    .filter({ visible: true })
    .click();

  // 3-5. Account, account name, amount.
  await page.getByLabel('收款账号', { exact: true }).fill('');
  await confirmButton(page).click();
  await expectMessage(page, '收款账号不能为空');
  await page.getByLabel('收款账号', { exact: true }).fill('33050161234500001234');
  await page.getByLabel('收款账号名称').fill('');
  await confirmButton(page).click();
  await expectMessage(page, '收款账号名称不能为空');
  await page.getByLabel('收款账号名称').fill('深圳前海鼎盛电子科技有限公司');
  await confirmButton(page).click();
  await expectMessage(page, '贷款金额不能为空');
  const amount = page.getByLabel('贷款金额（元）');
  await amount.fill('0');
  await confirmButton(page).click();
  await expectMessage(page, '贷款金额应为正数');
  await amount.fill('9000000');
  await confirmButton(page).click();
  await expectMessage(page, '贷款金额不在范围内');
  await amount.fill('800000');

  // 6. The term: the credit line's repayment method offers its terms.
  await confirmButton(page).click();
  await expectMessage(page, '贷款期限不能为空');
  await pickOption(page, page.getByLabel('贷款期限'), '12个月');

  // 10. Every document, one file each, its name at most 40 characters.
  await confirmButton(page).click();
  await expectMessage(page, '请上传营业执照');
  await uploadDocument(page, '营业执照', pdf(`${'很长的文件名'.repeat(7)}.pdf`));
  await expectMessage(page, '文件名称过长，请精简');
  await uploadAllDocuments(page);
  await uploadDocument(page, '营业执照', pdf('营业执照副本.pdf'));
  await expectMessage(page, '文件数量超出限制, 文件最大数:1');

  // 11. The agreement.
  await confirmButton(page).click();
  await expectMessage(page, '请阅读并勾选同意协议');
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByLabel('融资用途').fill('支付原材料货款');
  await shot(page, 'apply-page-credit');
  await confirmButton(page).click();
  await expectMessage(page, '申请成功');
  await expect(page).toHaveURL(/\/prodDetail\?id=\d+$/);

  // The enterprise's list shows it awaiting acceptance.
  await page.goto('/request/requestDetail');
  await expect(
    page.getByRole('row').filter({ hasText: '鼎信小贷·经营快贷' }).filter({ hasText: '待受理' }),
  ).toBeVisible();
  await page.context().close();
});

/** Fills the bill part of the voucher form and chooses the cash-out party. */
async function fillBill(page: Page, amountYuan: string): Promise<void> {
  const amount = page.getByLabel('贷款金额（元）');
  const choose = page.getByRole('button', { name: '选择兑付方' });
  // The cash-out party's line must cover the amount × 1,000,000: too much for 1.2e12 fen.
  await amount.fill('2000000');
  await choose.click();
  const dialog = page.getByRole('dialog', { name: '选择兑付方' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(880);
  await dialog.getByLabel('请输入企业名称').fill('华东');
  await dialog.getByRole('button', { name: '查询' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: '华东重工集团有限公司' })).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: '深圳前海鼎盛' })).toHaveCount(0);
  await shot(page, 'creditor-dialog');
  await dialog.getByRole('button', { name: '选择华东重工集团有限公司' }).click();
  await expectMessage(page, '授信额度不足');
  await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
  await amount.fill(amountYuan);
  await choose.click();
  await dialog.getByRole('button', { name: '选择华东重工集团有限公司' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('兑付方')).toHaveValue('华东重工集团有限公司');
  await page.getByLabel('票据编号').fill('EB202611240001');
  await page.getByLabel('票据金额（元）').fill('600000');
  await pickDate(page, page.getByLabel('兑付日期'), inDays(90));
}

test('voucher variant: bill, cash-out party and signature; the institution accepts, credits and lends', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, USERS.comp01, '/request/requestDetail', VIEWPORT);
  await applyFrom(page, PRODUCTS.voucher);
  await expect(page).toHaveURL(/\/prodDetail\/apply\?id=\d+/);
  // The cash-out party can be chosen once an amount is entered.
  await expect(page.getByRole('button', { name: '选择兑付方' })).toBeDisabled();
  await confirmButton(page).click();
  await expectMessage(page, '贷款金额不能为空');
  await page.getByLabel('贷款金额（元）').fill('500000');
  await confirmButton(page).click();
  await expectMessage(page, '票据编号不能为空');
  await fillBill(page, '500000');
  await page.getByLabel('票据金额（元）').fill('400000');
  await confirmButton(page).click();
  await expectMessage(page, '票据金额不能小于贷款金额');
  await page.getByLabel('票据金额（元）').fill('600000');
  await uploadAllDocuments(page);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();

  // The signature: cancelling it is the spec's 用户取消UKEY验证; then it signs and submits.
  await confirmButton(page).click();
  const sign = page.getByRole('dialog').filter({ hasText: '数字证书签名' });
  await expect(sign).toBeVisible();
  await sign.getByRole('button', { name: /^取\s?消$/ }).click();
  await expectMessage(page, '用户取消UKEY验证');
  await shot(page, 'apply-page-voucher');
  await confirmButton(page).click();
  await page.getByRole('button', { name: '签名并提交' }).click();
  await expectMessage(page, '申请成功');
  await expect(page).toHaveURL(/\/prodDetail\?id=\d+$/);

  await page.goto('/request/requestDetail');
  const mine = page
    .getByRole('row')
    .filter({ hasText: '海川银行·e信通' })
    .filter({ hasText: '待受理' })
    .first();
  await expect(mine).toBeVisible();
  const applyCode = (await mine.getByRole('button').first().innerText()).trim();

  // 海川银行 accepts, credits and lends on it.
  const bank = await signedInPage(browser, USERS.bank01, '/request/requestDetail', VIEWPORT);
  await bank.goto('/finance/orgApplyList');
  await bank.getByPlaceholder('申请编号、产品或企业名称').fill(applyCode);
  await bank.getByRole('button', { name: /^查\s?询$/ }).click();
  const row = bank.getByRole('row').filter({ hasText: applyCode });
  await row.getByRole('button', { name: /^受\s?理$/ }).click();
  const accept = bank.getByRole('dialog', { name: `受理 ${applyCode}` });
  await pickOption(bank, accept.getByRole('combobox', { name: '客户经理' }), '王立群 13816600101');
  await accept.getByRole('button', { name: /^受\s?理$/ }).click();
  await expect(bank.getByText('受理成功')).toBeVisible();
  await row.getByRole('button', { name: /^授\s?信$/ }).click();
  const credit = bank.getByRole('dialog', { name: `授信 ${applyCode}` });
  await credit.getByLabel('授信利率（年化）').fill('4');
  await pickOption(bank, credit.getByRole('combobox', { name: '还款方式' }), '到期一次还本付息');
  await credit.getByRole('button', { name: /^授\s?信$/ }).click();
  await expect(bank.getByText('授信成功')).toBeVisible();
  await row.getByRole('button', { name: /^放\s?款$/ }).click();
  await bank
    .getByRole('dialog', { name: `放款 ${applyCode}` })
    .getByRole('button', { name: /^放\s?款$/ })
    .click();
  await expect(bank.getByText('放款成功')).toBeVisible();
  await expect(row.getByText('已放款')).toBeVisible();
  await shot(bank, 'institution-lent-voucher');
  await bank.context().close();
  await page.context().close();
});

// Before the waybill page's application below, which leaves comp01 a request in progress on the
// product (the page then shows why it cannot apply again instead of the form).
test('on a phone, in English: the product keeps its name beside its logo, and one waybill reads as one', async ({
  browser,
}) => {
  const page = await signedInPage(browser, USERS.comp01, '/request/requestDetail', VIEWPORT);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'));
  await page.goto(`/waybill/finance/apply?id=${await productId(page, PRODUCTS.waybill)}`);
  await expect(page.getByText('1 waybill, freight 0.00 yuan', { exact: true })).toBeVisible();
  // The tags beside it had squeezed the name to one character a line (about 20 px wide, 7 lines).
  const name = await page.getByRole('heading', { name: '海川银行·运费贷', level: 2 }).boundingBox();
  expect(name?.width).toBeGreaterThan(120);
  expect(name?.height).toBeLessThan(60);
  await shot(page, 'waybill-phone-english');
  await page.getByRole('button', { name: 'Add a waybill' }).click();
  await expect(page.getByText('2 waybills, freight 0.00 yuan in all', { exact: true })).toBeVisible();
  await page.context().close();
});

test('the waybill page: a LOGMIS product is applied for with its waybills', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, USERS.comp01, '/request/requestDetail', VIEWPORT);
  await applyFrom(page, PRODUCTS.waybill);
  await expect(page).toHaveURL(/\/waybill\/finance\/apply\?id=\d+/);
  await expect(page.getByRole('heading', { name: '运单融资申请', level: 1 })).toBeVisible();
  await confirmButton(page).click();
  await expect(page.getByText('运单号不能为空')).toBeVisible();
  const first = (label: string) => page.getByLabel(label).first();
  await first('运单号').fill('YD20261120001');
  await first('托运方').fill('华东重工集团有限公司');
  await first('起运地').fill('上海');
  await first('目的地').fill('深圳');
  await pickDate(page, first('发运日期'), inDays(-3));
  await first('运费金额（元）').fill('60000');
  await page.getByRole('button', { name: '添加运单' }).click();
  const second = (label: string) => page.getByLabel(label).nth(1);
  await second('运单号').fill('YD20261120002');
  await second('托运方').fill('华东重工集团有限公司');
  await second('起运地').fill('苏州');
  await second('目的地').fill('深圳');
  await pickDate(page, second('发运日期'), inDays(-1));
  await second('运费金额（元）').fill('40000');
  await expect(page.getByText('共2条运单，运费合计100,000.00元')).toBeVisible();
  await page.getByLabel('贷款金额（元）').fill('150000');
  await page.getByLabel('贷款期限（月）').fill('6');
  await uploadAllDocuments(page);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await confirmButton(page).click();
  await expect(page.getByText('融资金额不能超过运单运费合计').first()).toBeVisible();
  await page.getByLabel('贷款金额（元）').fill('90000');
  await shot(page, 'waybill-page');
  await confirmButton(page).click();
  await expectMessage(page, '申请成功');
  await page.goto('/request/requestDetail');
  await expect(
    page.getByRole('row').filter({ hasText: '海川银行·运费贷' }).filter({ hasText: '待受理' }),
  ).toBeVisible();
  await page.context().close();
});

// After the waybill application above: comp01 has a request in progress on the product.
test('the waybill page again: why it cannot apply, in the user’s language', async ({ browser }) => {
  const page = await signedInPage(browser, USERS.comp01, '/request/requestDetail', VIEWPORT);
  const url = `/waybill/finance/apply?id=${await productId(page, PRODUCTS.waybill)}`;
  const said: [string, string][] = [
    [
      'en-US',
      'You already have a financing application in progress for this product; do not submit it again',
    ],
    ['zh-TW', '您已有該產品的在途融資申請，請勿重複提交'],
    ['zh-CN', '您已有该产品的在途融资申请，请勿重复提交'],
  ];
  for (const [lang, text] of said) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    await page.goto(url);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.context().close();
});

test('the receivable discount page: a receivable product on a cash-out party’s credit', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, USERS.comp01, '/request/requestDetail', VIEWPORT);
  await applyFrom(page, PRODUCTS.receivable);
  await expect(page).toHaveURL(/\/cfp\/voucherDiscount\/add\?id=\d+/);
  await expect(page.getByRole('heading', { name: '应收账款凭证贴现申请', level: 1 })).toBeVisible();
  await fillBill(page, '300000');
  await uploadAllDocuments(page);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await confirmButton(page).click();
  await page.getByRole('button', { name: '签名并提交' }).click();
  await expectMessage(page, '申请成功');
  await page.goto('/request/requestDetail');
  await expect(
    page.getByRole('row').filter({ hasText: '中融汇通保理·反向保理' }).filter({ hasText: '待受理' }),
  ).toBeVisible();
  await page.context().close();
});
