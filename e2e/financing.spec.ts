import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, postAsPage, signedInPage } from './support/user-centre';

/**
 * One financing case through the browser by two users of tenant T001 (issue 6): the enterprise
 * comp01 applies to a credit product of 海川银行 through the generic dialog; the institution bank01
 * accepts, credits and lends; the enterprise confirms the repayment and reviews the institution.
 * Then a demand published by the enterprise is grabbed in the institution's hall.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/financing-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const BANK01 = USERS.bank01;
const HCB = '海川银行股份有限公司';

interface ProductRow {
  id: string;
  productName: string;
  fundingPartyName: string;
  financeTypeCode: string;
  loanAmountMin: number | null;
  loanAmountMax: number | null;
  loanPeriodMin: number | null;
  rateStart: number;
}
interface ProductDetail extends ProductRow {
  attachments: unknown[];
  agreementArticalList: unknown[];
  guarantTypeList: { value: string; desc: string }[];
  repayTypeList: { repayType: string; repayTypeDesc: string }[];
}

/** A credit product of 海川银行 on shelf, with what its dialog asks for. */
async function jnbCreditProduct(page: Page): Promise<ProductDetail> {
  const list = await postAsPage<{ rows: ProductRow[] }>(page, '/portal/fin/product/queryProdProduct', {
    finance_type_code: 'credit',
    // The generic dialog is FSP's; the other loan types have pages of their own.
    loan_type: 'FSP',
    page_size: 100,
  });
  const row = list.data.rows.find((r) => r.fundingPartyName === HCB);
  if (!row) throw new Error('no credit product of 海川银行 on shelf');
  return (await postAsPage<ProductDetail>(page, '/portal/fin/product/getProdProduct', { id: row.id })).data;
}

test.describe.configure({ mode: 'serial' });

test('an enterprise applies through the dialog; the institution accepts, credits and lends; the enterprise repays and reviews', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const comp = await signedInPage(browser, USERS.comp01, '/request/requestDetail');
  const product = await jnbCreditProduct(comp);
  // An amount inside the product's range, in ten-thousand yuan.
  const wan = Math.max(
    (product.loanAmountMin ?? 0) / 10_000,
    Math.min(100, (product.loanAmountMax ?? 1e9) / 10_000),
  );

  await comp.goto(`/prodDetail?id=${product.id}`);
  await comp.getByRole('button', { name: '立即申请' }).click();
  const dialog = comp.getByRole('dialog', { name: '融资申请' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: '确 认' })
    .or(dialog.getByRole('button', { name: '确认' }))
    .click();
  await expect(dialog.getByText('贷款金额不能为空')).toBeVisible();
  await expect(dialog.getByText('请选择担保方式信息')).toBeVisible();
  if (product.loanAmountMax !== null) {
    await dialog.getByLabel('贷款金额（万元）').fill(String(Math.floor(product.loanAmountMax / 10_000) + 1));
    await expect(dialog.getByText('贷款金额不在范围内')).toBeVisible();
  }
  await dialog.getByLabel('贷款金额（万元）').fill(String(wan));
  await dialog.getByLabel('贷款期限（月）').fill(String(product.loanPeriodMin ?? 1));
  await dialog.getByRole('checkbox', { name: product.guarantTypeList[0]!.desc }).check();
  await dialog.getByLabel('融资用途').fill('采购原材料');
  if (product.attachments.length > 0) {
    await dialog.locator('input[type=file]').setInputFiles(
      product.attachments.map((_, i) => ({
        name: `申请资料${i + 1}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\n% material ${i + 1}\n%%EOF\n`),
      })),
    );
    await expect(
      dialog.locator(
        '.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)',
      ),
    ).toHaveCount(product.attachments.length);
  }
  if (product.agreementArticalList.length > 0)
    await dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await shot(comp, 'apply-dialog');
  await dialog.getByRole('button', { name: /^确\s?认$/ }).click();
  await expect(comp.getByText('申请成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The enterprise sees it awaiting acceptance.
  await comp.goto('/request/requestDetail');
  const mine = comp
    .getByRole('row')
    .filter({ hasText: product.productName })
    .filter({ hasText: '待受理' })
    .first();
  await expect(mine).toBeVisible();
  const applyCode = (await mine.getByRole('button').first().innerText()).trim();
  expect(applyCode).toMatch(/^RZ\d{18}$/);
  await shot(comp, 'enterprise-list');

  // The institution accepts with an account manager, credits and lends.
  const bank = await signedInPage(browser, BANK01, '/finance/orgApplyList');
  await bank.getByPlaceholder('申请编号、产品或企业名称').fill(applyCode);
  await bank.getByRole('button', { name: /^查\s?询$/ }).click();
  const row = bank.getByRole('row').filter({ hasText: applyCode });
  await row.getByRole('button', { name: /^受\s?理$/ }).click();
  const accept = bank.getByRole('dialog', { name: `受理 ${applyCode}` });
  const confirmAccept = accept.getByRole('button', { name: /^受\s?理$/ });
  await expect(confirmAccept).toBeDisabled();
  await pickOption(bank, accept.getByRole('combobox', { name: '客户经理' }), '王立群 13816600101');
  await confirmAccept.click();
  await expect(bank.getByText('受理成功')).toBeVisible();

  await row.getByRole('button', { name: /^授\s?信$/ }).click();
  const credit = bank.getByRole('dialog', { name: `授信 ${applyCode}` });
  await credit.getByLabel('授信利率（年化）').fill(String(product.rateStart));
  // Three monthly instalments: they fit on the plan list's one page (5 a page).
  await credit.getByLabel('授信期限（月）').fill('3');
  await pickOption(
    bank,
    credit.getByRole('combobox', { name: '还款方式' }),
    product.repayTypeList[0]!.repayTypeDesc,
  );
  await shot(bank, 'credit-dialog');
  await credit.getByRole('button', { name: /^授\s?信$/ }).click();
  await expect(bank.getByText('授信成功')).toBeVisible();

  await row.getByRole('button', { name: /^放\s?款$/ }).click();
  const loan = bank.getByRole('dialog', { name: `放款 ${applyCode}` });
  await loan.getByRole('button', { name: /^放\s?款$/ }).click();
  await expect(bank.getByText('放款成功')).toBeVisible();
  await expect(row.getByText('已放款')).toBeVisible();
  await shot(bank, 'institution-list');

  // The enterprise confirms every instalment (the last one settles the loan), then reviews the institution.
  await comp.goto('/tableList/repayPlan');
  const instalments = comp.getByRole('row').filter({ hasText: applyCode });
  await expect(instalments.first()).toBeVisible();
  const count = await instalments.count();
  for (let i = 0; i < count; i += 1) {
    await instalments.getByRole('button', { name: '确认还款' }).first().click();
    await comp
      .getByRole('dialog', { name: '确认还款' })
      .getByRole('button', { name: /^确\s?定$/ })
      .click();
    await expect(comp.getByRole('dialog', { name: '确认还款' })).toBeHidden();
    await expect(instalments.getByRole('button', { name: '确认还款' })).toHaveCount(count - i - 1);
  }
  await shot(comp, 'repay-plan');

  await comp.goto(`/request/requestDetail?code=${applyCode}`);
  const drawer = comp.getByRole('dialog', { name: '融资详情' });
  await expect(drawer.getByText('已结清').first()).toBeVisible();
  await expect(drawer.getByRole('cell', { name: '已还款' })).toHaveCount(count);
  await drawer.getByRole('button', { name: /^评\s?价$/ }).click();
  const judge = comp.getByRole('dialog', { name: '评价金融机构' });
  await judge.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(judge.getByText('评分应为1到5之间的整数')).toBeVisible();
  await judge.getByRole('radio').nth(4).click();
  await judge.getByLabel('评价内容').fill('审批快，放款及时');
  await judge.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(comp.getByText('评价成功')).toBeVisible();
  await comp.goto('/tableList/interpret');
  await expect(
    comp.getByRole('row').filter({ hasText: applyCode }).getByText('审批快，放款及时'),
  ).toBeVisible();
  await shot(comp, 'interpret');
  await comp.context().close();
  await bank.context().close();
});

test('a published demand is grabbed in the institution hall', async ({ browser }) => {
  test.setTimeout(180_000);
  const comp = await signedInPage(browser, USERS.comp01, '/request/requestRelease');
  await comp.getByRole('button', { name: '发布需求' }).click();
  await expect(comp.getByText('贷款金额不能为空')).toBeVisible();
  await comp.getByLabel('融资金额').fill('88.5');
  await comp.getByLabel('融资期限').fill('6');
  await comp.getByRole('checkbox').first().check();
  await comp.getByLabel('融资用途').fill('旺季备货');
  await shot(comp, 'demand-form');
  await comp.getByRole('button', { name: '发布需求' }).click();
  await expect(comp.getByText('发布成功')).toBeVisible();
  await expect(comp).toHaveURL(/\/request\/requestDetail\?code=RZ\d{18}$/);
  const applyCode = new URL(comp.url()).searchParams.get('code')!;
  await expect(comp.getByRole('dialog', { name: '融资详情' }).getByText('88.50万元')).toBeVisible();

  const bank = await signedInPage(browser, BANK01, '/requiredManager/robDemand');
  const row = bank.getByRole('row').filter({ hasText: applyCode });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^抢\s?单$/ }).click();
  const accept = bank.getByRole('dialog', { name: `受理 ${applyCode}` });
  const products = (
    await postAsPage<{ rows: { productName: string }[] }>(bank, '/api/product/query', {
      page_size: 99999,
      product_status: 3,
    })
  ).data.rows;
  await pickOption(bank, accept.getByRole('combobox', { name: '产品' }), products[0]!.productName);
  await pickOption(bank, accept.getByRole('combobox', { name: '客户经理' }), '陈思远 13816600102');
  await shot(bank, 'grab-dialog');
  await accept.getByRole('button', { name: /^受\s?理$/ }).click();
  await expect(bank.getByText('受理成功')).toBeVisible();
  await expect(row).toBeHidden();

  await comp.reload();
  await expect(comp.getByRole('dialog', { name: '融资详情' }).getByText('已受理').first()).toBeVisible();
  await comp.context().close();
  await bank.context().close();
});

test('the back office reviews requests and rejects one nobody has accepted, with a reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const comp = await signedInPage(browser, USERS.comp01, '/request/requestRelease');
  const published = await postAsPage<{ applyCode: string }>(comp, '/api/financing/demand/publish', {
    finance_amount: '66',
    finance_period: 6,
    guarant_type_list: ['credit'],
    finance_purpose: '补充流动资金',
  });
  expect(published.error_no, published.error_info).toBe(0);
  const { applyCode } = published.data;

  const admin = await signedInPage(browser, USERS.admin01, '/admin/requestAudit');
  await expect(admin.getByRole('heading', { name: '融资需求审核' })).toBeVisible();
  await admin.getByPlaceholder('申请编号、产品或企业名称').fill(applyCode);
  await admin.getByRole('button', { name: /^查\s?询$/ }).click();
  const row = admin.getByRole('row').filter({ hasText: applyCode });
  await expect(row.getByText('待受理')).toBeVisible();
  await row.getByRole('button', { name: /^驳\s?回$/ }).click();
  const dialog = admin.getByRole('dialog', { name: '驳回融资需求' });
  await dialog.getByLabel('原因').fill('需求信息不实');
  await shot(admin, 'request-audit');
  await dialog.getByRole('button', { name: /^驳\s?回$/ }).click();
  await expect(admin.getByText('已驳回')).toBeVisible();
  await expect(row.getByText('已拒绝')).toBeVisible();

  await comp.goto(`/request/requestDetail?code=${applyCode}`);
  const drawer = comp.getByRole('dialog', { name: '融资详情' });
  await expect(drawer.getByText('需求信息不实')).toBeVisible();
  await expect(drawer.getByText('驳回', { exact: true })).toBeVisible();
  await comp.context().close();
  await admin.context().close();
});
