import { expect, request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { passwordLogin } from './auth';
import { nextSmsCode } from './outbox';
import { popupsSettled } from './user-centre';

/**
 * The back office's registration review (issue 5 point 11) as an operator uses it, and the first
 * sign-in of an approved enterprise's operator. Exported for chaining after the wizard's flow:
 * `approveRegistration(page, name)` on the review page, then `firstSignIn(...)` in a new page.
 */

export const REVIEW_PATH = '/member/registrationReview';

interface Envelope<T> {
  error_no: number;
  error_info: string;
  data: T;
}

/** Opens 审核中心 / 企业注册审核 from the menus of the signed-in operator. */
export async function openReviewFromMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '系统菜单' }).getByText('审核中心', { exact: true }).click();
  await page.getByRole('navigation', { name: '功能菜单' }).getByText('企业注册审核', { exact: true }).click();
  await expect(page.getByRole('heading', { name: '企业注册审核', level: 1 })).toBeVisible();
}

/** The drawer of one registration, opened from the list by searching its name. */
export async function openRegistration(page: Page, enterpriseName: string) {
  await page.getByRole('textbox', { name: '企业名称或统一社会信用代码' }).fill(enterpriseName);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: enterpriseName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: enterpriseName, exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '企业基本信息' });
  await expect(drawer.getByText(enterpriseName).first()).toBeVisible();
  await expect(drawer.getByRole('heading', { name: '审核记录' })).toBeVisible();
  return drawer;
}

/**
 * Approves a pending registration from the review page (the operator must not have submitted or
 * edited it): opens it, 审核通过, confirms, and waits for the approved status.
 */
export async function approveRegistration(
  page: Page,
  enterpriseName: string,
  comment?: string,
): Promise<void> {
  const drawer = await openRegistration(page, enterpriseName);
  await drawer.getByRole('button', { name: '审核通过' }).click();
  const dialog = page.getByRole('dialog', { name: '确认审核通过' });
  await expect(dialog).toBeVisible();
  await popupsSettled(page);
  if (comment) await dialog.getByLabel('审核意见（选填）').fill(comment);
  await dialog.getByRole('button', { name: '审核通过' }).click();
  await expect(page.getByText(/审核通过，已为 \d+ 位操作员开通账号/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(drawer.locator('.ant-drawer-header').getByText('审核通过', { exact: true })).toBeVisible();
}

/** The first password the platform sent to an approved operator's mobile, read from the demo outbox. */
export async function initialPasswordOf(page: Page, mobile: string): Promise<string> {
  return nextSmsCode(page, mobile, 0);
}

/**
 * An approved operator's first sign-in, on the login page of a fresh page: the forced change dialog
 * opens and cannot be dismissed (no close button, no cancel, Esc and the mask do nothing) until the
 * password is changed to `newPassword`.
 */
export async function firstSignIn(
  page: Page,
  {
    tenant,
    account,
    password,
    newPassword,
  }: { tenant: string; account: string; password: string; newPassword: string },
  onForcedDialog?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
): Promise<void> {
  await page.goto('/login');
  await passwordLogin(page, { tenant, account, password });
  const dialog = page.getByRole('dialog', { name: '首次登录请修改初始密码' });
  await expect(dialog).toBeVisible();
  await popupsSettled(page);
  await expect(dialog.getByRole('button', { name: /close|关闭/i })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '取消' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  if (onForcedDialog) await onForcedDialog(dialog);
  await dialog.getByLabel('原密码').fill(password);
  await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
  await dialog.getByLabel('确认新密码').fill(newPassword);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('登录密码已修改')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A picture of a document, drawn by the browser (the upload checks the bytes are a real PNG). */
async function documentPicture(browser: Browser, title: string, lines: string[]): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 640, height: 400 } });
  await page.setContent(
    `<body style="margin:0;font-family:sans-serif;background:#fdf8ec;border:6px solid #b8860b;height:388px;box-sizing:border-box;padding:24px">
      <h1 style="text-align:center;color:#8b0000;margin:0 0 24px">${title}</h1>
      ${lines.map((line) => `<p style="font-size:20px;margin:10px 0">${line}</p>`).join('')}
    </body>`,
  );
  const picture = await page.screenshot();
  await page.close();
  return picture;
}

export interface VisitorRegistration {
  usccCode: string;
  enterpriseName: string;
  legalPerson: string;
  operator: { name: string; mobile: string; certNo: string };
}

/**
 * A registration submitted by a visitor through the wizard's calls (upload, app_reg_comp), for a
 * white-listed enterprise without a legal mobile on record (no invoice, no extra check). The wizard's
 * screens have their own spec; this only puts a second pending registration in the queue.
 */
export async function submitRegistration(
  browser: Browser,
  baseURL: string,
  reg: VisitorRegistration,
): Promise<void> {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  let csrf = (await api.get('/config.json')).headers()['x-csrf-token'] ?? '';
  const post = async <T>(path: string, options: Parameters<APIRequestContext['post']>[1]) => {
    const reply = await api.post(path, { ...options, headers: { 'x-csrf-token': csrf } });
    csrf = reply.headers()['x-csrf-token'] ?? csrf;
    const body = (await reply.json()) as Envelope<T>;
    expect(body.error_no, `${path}: ${body.error_info}`).toBe(0);
    return body.data;
  };
  const upload = async (name: string, picture: Buffer) =>
    (
      await post<{ file_hash: string; file_path: string }>('/api/file/upload?accept=image', {
        multipart: { file: { name, mimeType: 'image/png', buffer: picture } },
      })
    ).file_hash;
  const licence = await upload(
    'licence.png',
    await documentPicture(browser, '营业执照', [
      `名称：${reg.enterpriseName}`,
      `统一社会信用代码：${reg.usccCode}`,
      `法定代表人：${reg.legalPerson}`,
    ]),
  );
  const front = await upload(
    'id-front.png',
    await documentPicture(browser, '居民身份证', [`姓名：${reg.legalPerson}`]),
  );
  const back = await upload(
    'id-back.png',
    await documentPicture(browser, '居民身份证（国徽面）', ['有效期限：2016.03.15-2036.03.15']),
  );
  const banks = await post<{
    rows: { bankName: string; defaultBranchNo: string | null; defaultBranchName: string | null }[];
  }>('/api/sys/get_bank_list', { data: {} });
  const bank = banks.rows.find((b) => b.defaultBranchNo !== null);
  await post('/api/member/app_reg_comp', {
    data: {
      compInfo: {
        enterpriseName: reg.enterpriseName,
        enterpriseInfo: reg.usccCode,
        legalRepr: reg.legalPerson,
        validityTerm: '2017-04-01 - 9999-12-31',
        businessAddr: '江苏省苏州市工业园区星湖街328号',
        address: '江苏省苏州市工业园区星湖街328号创意产业园5幢',
        addressCodeList: ['320000', '320500', '320571'],
        contactName: reg.operator.name,
        contactMobile: reg.operator.mobile,
        contactEmail: '',
        fax: '',
        taxCertImgUrl: `/api/files/${licence}`,
        companyScale: '1',
        isGreenEnterprise: '1',
        industryCode: 'C',
        isAgricultural: '0',
      },
      legalPersonInfo: {
        legalPerson: reg.legalPerson,
        legalpersonIcFront: `/api/files/${front}`,
        legalpersonicback: `/api/files/${back}`,
        legalPersonMobile: '13962100518',
        legalPersonCertNo: '320504198503151219',
        legalpersonicvalidity: '2016.03.15-2036.03.15',
      },
      operatorInfoList: [
        {
          operatorName: reg.operator.name,
          operatorMobile: reg.operator.mobile,
          operatorCertNo: reg.operator.certNo,
          operatorType: 'operating_sup',
        },
      ],
      memberBankInfo: {
        bankName: bank?.bankName,
        openBankName: bank?.defaultBranchName,
        openBankCode: bank?.defaultBranchNo,
        openBankAccount: '512908765410001',
      },
      businessLicenseFile: {
        fileName: `${licence}.png`,
        filePath: `/api/files/${licence}`,
        originalFileName: '营业执照.png',
        fileHash: licence,
      },
    },
  });
  await api.dispose();
}
