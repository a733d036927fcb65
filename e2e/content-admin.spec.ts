import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, postAsPage, signInToCentre } from './support/user-centre';

/**
 * Content management (issue 7, point 5) through the browser: admin01 writes a news article in the
 * rich-text editor (bold text, a link), publishes it and sees it on /newsList in another tab of the
 * same browser at once, then withdraws it and it is gone; publishes a help-centre article to /help;
 * puts an ad on the home banner; withdraws a registration agreement, which the registration dialog
 * then no longer offers; changes the about text and the footer. Everything the spec changes is put
 * back at the end, so the specs after it find the demo content.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-content-admin/shots';
mkdirSync(SHOTS, { recursive: true });
/** A screenshot of the whole page; of the viewport while a dialog is open (its mask covers only that). */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
const stamp = Date.now() % 100_000;
const NEWS = `平台上线电子凭证拆分功能${stamp}`;
const HELP = `如何设置消息提醒${stamp}`;
const AD = `春季融资节横幅${stamp}`;
const ABOUT = `关于我们·演示平台${stamp}`;
const ADDRESS = `深圳市南山区科技园测试大道${stamp}号`;
const AGREEMENT = '平台用户注册协议';

interface SiteContent {
  about: Record<string, unknown>;
  footer: Record<string, unknown>;
  pageConfig: Record<string, unknown>;
}

/** A PNG drawn by the browser: a coloured panel with a caption. */
async function picture(
  context: BrowserContext,
  caption: string,
  width: number,
  height: number,
  colour: string,
) {
  const page = await context.newPage();
  await page.setContent(
    `<div id="p" style="width:${width}px;height:${height}px;display:flex;align-items:center;justify-content:center;` +
      `background:linear-gradient(120deg,${colour},#0b3d91);color:#fff;font:bold ${Math.round(height / 6)}px sans-serif">` +
      `${caption}</div>`,
  );
  const buffer = await page.locator('#p').screenshot();
  await page.close();
  return { name: 'picture.png', mimeType: 'image/png', buffer };
}

const okButton = (scope: Locator) => scope.getByRole('button', { name: /^确\s?定$/ });

/** Runs a row's move and confirms it in the confirmation dialog. */
async function move(page: Page, row: Locator, action: string) {
  await row.getByRole('button', { name: action, exact: true }).click();
  await okButton(page.locator('.ant-modal-confirm')).click();
}

async function saveDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Ids of the rows of a kind whose title or name has the keyword. */
async function idsOf(page: Page, segment: string, keyword: string): Promise<string[]> {
  const reply = await postAsPage<{ rows: { id: string }[] }>(page, `/api/admin/content/${segment}/query`, {
    keyword,
    page_size: 100,
  });
  return reply.data.rows.map((row) => row.id);
}

let original: SiteContent | undefined;

test('an operator manages the portal’s content and the public pages follow at once', async ({ browser }) => {
  // Eight screens and their public pages in one flow: about two minutes on a quiet machine.
  test.setTimeout(360_000);
  const context = await browser.newContext({ locale: 'zh-CN' });
  const admin = await context.newPage();
  await signInToCentre(admin, USERS.admin01, '/admin/content/news');
  original = (await postAsPage<SiteContent>(admin, '/api/admin/content/site/get')).data;
  const pub = await context.newPage();

  await test.step('write a news article in the editor, publish it, withdraw it', async () => {
    await expect(admin.getByRole('heading', { name: '新闻资讯管理' })).toBeVisible();
    await expect(admin.getByRole('row').nth(1)).toBeVisible();
    await shot(admin, 'news-list');
    await admin.getByRole('button', { name: '新建文章' }).click();
    const dialog = admin.getByRole('dialog', { name: '新建文章' });
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(dialog.getByText('请输入标题')).toBeVisible();
    await expect(dialog.getByText('请输入正文')).toBeVisible();

    await dialog.getByLabel('标题', { exact: true }).fill(NEWS);
    await dialog.getByLabel('摘要').fill('电子凭证可按需拆分、流转和融资，缓解多级供应商的资金压力。');
    await dialog.getByLabel('来源', { exact: true }).fill('平台运营中心');
    await dialog.getByLabel('来源链接').fill('javascript:alert(1)');
    await dialog.getByLabel('来源链接').blur();
    await expect(dialog.getByText('请输入以 http:// 或 https:// 开头的有效网址')).toBeVisible();
    await dialog.getByLabel('来源链接').fill('https://www.pbc.gov.cn/');
    await dialog.getByLabel('封面图').setInputFiles(await picture(context, '电子凭证', 480, 270, '#1677ff'));
    await expect(dialog.getByRole('img', { name: '封面图' })).toBeVisible();

    const body = dialog.getByRole('textbox', { name: '正文' });
    await body.click();
    await admin.keyboard.type('平台电子凭证支持按金额拆分，');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await admin.keyboard.type('最快当天到账');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await admin.keyboard.type('。详见政策原文');
    for (let i = 0; i < 4; i += 1) await admin.keyboard.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: '链接', exact: true }).click();
    const linkDialog = admin.getByRole('dialog', { name: '设置链接' });
    await linkDialog.getByLabel('链接地址').fill('javascript:alert(1)');
    await okButton(linkDialog).click();
    await expect(linkDialog.getByText('请输入以 http:// 或 https:// 开头的网址')).toBeVisible();
    await linkDialog.getByLabel('链接地址').fill('https://www.pbc.gov.cn/');
    await shot(admin, 'news-link-dialog', false);
    await okButton(linkDialog).click();
    await expect(body.getByRole('link', { name: '政策原文' })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('最快当天到账');
    await shot(admin, 'news-dialog', false);
    await saveDialog(admin, dialog);

    const row = admin.getByRole('row').filter({ hasText: NEWS });
    await expect(row.getByText('未发布')).toBeVisible();
    await move(admin, row, '发布');
    await expect(row.getByText('已发布')).toBeVisible();
    await shot(admin, 'news-published');

    // Another tab of the same browser: the list has it at once, with its bold text and link.
    await pub.bringToFront();
    await pub.goto('/newsList');
    await pub.getByRole('link', { name: NEWS }).first().click();
    await expect(pub.getByRole('heading', { level: 1, name: NEWS })).toBeVisible();
    await expect(pub.getByRole('link', { name: '政策原文' })).toHaveAttribute(
      'href',
      'https://www.pbc.gov.cn/',
    );
    await expect(pub.locator('strong', { hasText: '最快当天到账' })).toBeVisible();
    await shot(pub, 'public-news-detail');
    const detailUrl = pub.url();
    await pub.goto('/newsList');
    await expect(pub.getByRole('link', { name: NEWS }).first()).toBeVisible();
    await shot(pub, 'public-news-list');

    await admin.bringToFront();
    await move(admin, row, '下线');
    await expect(row.getByText('未发布')).toBeVisible();
    await pub.bringToFront();
    await pub.goto('/newsList');
    await expect(pub.getByRole('main').getByRole('article')).toHaveCount(9);
    await expect(pub.getByText(NEWS)).toHaveCount(0);
    await pub.goto(detailUrl);
    await expect(pub.getByRole('heading', { level: 1, name: NEWS })).toHaveCount(0);
    await shot(pub, 'public-news-withdrawn');
  });

  await test.step('publish a help-centre article to /help', async () => {
    const saved = await postAsPage<{ id: string }>(admin, '/api/admin/content/news/save', {
      article_name: HELP,
      sub_type: 'helpCenter',
      article_remark: '在个人设置中开启短信或站内消息提醒。',
      content: '<h2>开启提醒</h2><p>进入<strong>个人设置</strong>，打开“消息提醒”开关即可。</p>',
    });
    expect(saved.error_no, saved.error_info).toBe(0);
    await admin.bringToFront();
    await admin.reload();
    await pickOption(admin, admin.getByRole('combobox', { name: '新闻类型' }), '帮助中心');
    const row = admin.getByRole('row').filter({ hasText: HELP });
    await expect(row).toBeVisible();
    await shot(admin, 'news-help-filter');
    await move(admin, row, '发布');
    await expect(row.getByText('已发布')).toBeVisible();
    await pub.bringToFront();
    await pub.goto('/help');
    const menu = pub.getByRole('navigation', { name: '帮助文章' });
    await menu.getByRole('link', { name: HELP }).click();
    await expect(pub.getByRole('heading', { level: 2, name: HELP })).toBeVisible();
    await shot(pub, 'public-help');
  });

  await test.step('put an ad on the home banner', async () => {
    await admin.bringToFront();
    await admin.goto('/admin/content/ads');
    await expect(admin.getByRole('heading', { name: '广告管理' })).toBeVisible();
    await admin.getByRole('button', { name: '新建广告' }).click();
    const dialog = admin.getByRole('dialog', { name: '新建广告' });
    await expect(dialog.getByLabel('广告位编码')).toHaveValue('web_index');
    await dialog.getByLabel('标题', { exact: true }).fill(AD);
    await dialog
      .getByLabel('广告图片')
      .setInputFiles(await picture(context, '春季融资节 · 低至 3.65%', 1200, 400, '#fa8c16'));
    await expect(dialog.getByRole('img', { name: '广告图片' })).toBeVisible();
    await dialog.getByRole('radiogroup').getByText('链接', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: '链接' })).toBeChecked();
    await dialog.getByLabel('链接地址').fill('javascript:alert(1)');
    await dialog.getByLabel('链接地址').blur();
    await expect(
      dialog.getByText('链接应为以 http:// 或 https:// 开头的网址，或以 / 开头的站内路径'),
    ).toBeVisible();
    await dialog.getByLabel('链接地址').fill('/voucher');
    await dialog.getByLabel('排序').fill('0');
    await shot(admin, 'ad-dialog', false);
    await saveDialog(admin, dialog);
    const row = admin.getByRole('row').filter({ hasText: AD });
    await move(admin, row, '发布');
    await expect(row.getByText('已发布')).toBeVisible();
    await shot(admin, 'ads-list');

    await pub.bringToFront();
    await pub.goto('/index');
    const banner = pub.getByRole('img', { name: AD });
    await expect(banner).toBeVisible();
    await expect(pub.getByRole('link').filter({ has: banner })).toHaveAttribute('href', '/voucher');
    await shot(pub, 'public-home-banner');
  });

  await test.step('withdraw a registration agreement: registration no longer offers it', async () => {
    await admin.bringToFront();
    await admin.goto('/admin/content/agreements');
    const row = admin.getByRole('row').filter({ hasText: AGREEMENT });
    await move(admin, row, '下线');
    await expect(row.getByText('未发布')).toBeVisible();
    await shot(admin, 'agreements-list');

    const visitorContext = await browser.newContext({ locale: 'zh-CN' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/login?userType=comp');
    await visitor.getByRole('button', { name: '免费注册' }).click();
    const register = visitor.getByRole('dialog', { name: '企业快速注册' });
    await expect(register.getByRole('button', { name: '《隐私政策》' })).toBeVisible();
    await expect(register.getByRole('button', { name: `《${AGREEMENT}》` })).toHaveCount(0);
    await shot(visitor, 'registration-without-agreement');
    await visitorContext.close();

    await admin.bringToFront();
    await move(admin, row, '发布');
    await expect(row.getByText('已发布')).toBeVisible();
  });

  await test.step('the other screens and their dialogs', async () => {
    await admin.bringToFront();
    await admin.goto('/admin/content/news');
    const seeded = admin.getByRole('row').filter({ hasText: '平台电子凭证融资服务全面上线' });
    await seeded.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = admin.getByRole('dialog', { name: '编辑文章' });
    // The seeded body's figure (picture and caption) is kept by the editor.
    await expect(edit.getByRole('textbox', { name: '正文' }).getByRole('img').first()).toBeVisible();
    await shot(admin, 'news-edit-dialog', false);
    await edit.getByRole('button', { name: /^取\s?消$/ }).click();

    await admin.goto('/admin/content/policies');
    await expect(admin.getByRole('row').nth(1)).toBeVisible();
    await shot(admin, 'policies-list');
    await admin.getByRole('button', { name: '新建政策' }).click();
    const policy = admin.getByRole('dialog', { name: '新建融资政策' });
    await policy.getByLabel('生效日期').fill('2030-02-01');
    await policy.getByLabel('生效日期').press('Enter');
    await policy.getByLabel('失效日期').fill('2030-01-01');
    await policy.getByLabel('失效日期').press('Enter');
    await policy.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(policy.getByText('失效日期不得早于生效日期')).toBeVisible();
    await expect(policy.getByText('请输入发布机构')).toBeVisible();
    await shot(admin, 'policy-dialog', false);
    await policy.getByRole('button', { name: /^取\s?消$/ }).click();

    await admin.goto('/admin/content/friendLinks');
    const link = admin.getByRole('row').filter({ hasText: '中国人民银行' });
    await expect(link).toBeVisible();
    await shot(admin, 'friend-links-list');
    await link.getByRole('button', { name: '编辑', exact: true }).click();
    const linkDialog = admin.getByRole('dialog', { name: '编辑友情链接' });
    await expect(linkDialog.getByLabel('网址')).toHaveValue('https://www.pbc.gov.cn/');
    await linkDialog.getByLabel('网址').fill('ftp://www.pbc.gov.cn/');
    await linkDialog.getByLabel('网址').blur();
    await expect(linkDialog.getByText('请输入以 http:// 或 https:// 开头的有效网址')).toBeVisible();
    await shot(admin, 'friend-link-dialog', false);
    await linkDialog.getByRole('button', { name: /^取\s?消$/ }).click();
  });

  await test.step('change the about text and the footer', async () => {
    await admin.bringToFront();
    await admin.goto('/admin/content/site');
    await expect(admin.getByRole('heading', { name: '站点设置' })).toBeVisible();
    await admin.getByLabel('标题', { exact: true }).fill(ABOUT);
    const about = admin.getByRole('textbox', { name: '正文' });
    await about.click();
    await admin.keyboard.press('Control+End');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('平台已服务上千家中小微企业。');
    await admin.getByLabel('地址', { exact: true }).fill(ADDRESS);
    await admin.getByLabel('服务时间（周一至周五） · 结束').fill('7:00');
    await admin.getByRole('button', { name: '保存站点设置' }).first().click();
    await expect(admin.getByText('结束时间须晚于开始时间')).toBeVisible();
    await shot(admin, 'site-invalid');
    await admin.getByLabel('服务时间（周一至周五） · 结束').fill('18:00');
    await admin.getByRole('button', { name: '保存站点设置' }).first().click();
    await expect(admin.getByText('站点设置已保存，门户页面立即生效')).toBeVisible();
    await shot(admin, 'site-saved');

    await pub.bringToFront();
    await pub.goto('/terraceAbout');
    await expect(pub.getByRole('heading', { name: ABOUT })).toBeVisible();
    await expect(pub.getByText('平台已服务上千家中小微企业。')).toBeVisible();
    await expect(pub.getByRole('contentinfo').getByText(ADDRESS)).toBeVisible();
    await shot(pub, 'public-about-footer');
  });
  await context.close();
});

/** The demo content as it was, for the specs that follow, even when a step above failed. */
test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const admin = await context.newPage();
  await signInToCentre(admin, USERS.admin01, '/admin/content/site');
  if (original) await postAsPage(admin, '/api/admin/content/site/save', original);
  for (const [segment, keyword] of [
    ['news', NEWS],
    ['news', HELP],
    ['ad', AD],
  ] as const) {
    for (const id of await idsOf(admin, segment, keyword)) {
      await postAsPage(admin, `/api/admin/content/${segment}/delete`, { id });
    }
  }
  for (const id of await idsOf(admin, 'agreement', AGREEMENT)) {
    await postAsPage(admin, '/api/admin/content/agreement/publish', { id });
  }
  await context.close();
});
