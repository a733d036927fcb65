import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The news list and its articles (business.md section 2: 9 cards a page, a sub-type filter, the
 * total; a detail with title, source, date, sub-type, source link and body). Counts are those of
 * the demo seed (apps/server/src/db/seed-cms-content.ts): 27 published news in the list, 13 of
 * them platform news.
 */

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const pages = (page: Page) => page.getByRole('navigation', { name: '新闻分页' });
const filter = (page: Page) => page.getByRole('radiogroup', { name: '新闻类型' });

test('news: filter by sub-type, page through, open an article and come back to the same page', async ({
  page,
}) => {
  await page.goto('/index');
  await page.getByRole('navigation', { name: '最新资讯' }).getByRole('button', { name: '更多资讯' }).click();
  await page.getByRole('menuitem', { name: '查看全部资讯' }).click();

  await expect(page).toHaveURL(/\/newsList$/);
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
  await expect(page).toHaveTitle(/^新闻资讯 \|/);
  await expect(page.getByRole('status').filter({ hasText: '共 27 条' })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  await expect(filter(page).getByRole('radio', { name: '全部' })).toBeChecked();

  // The filter comes from the news-type call and goes into the URL.
  await filter(page).getByText('平台新闻', { exact: true }).click();
  await expect(page).toHaveURL(/\/newsList\?type=platformNews$/);
  await expect(page.getByRole('status').filter({ hasText: '共 13 条' })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  for (const card of await cards(page).all())
    await expect(card.getByText('平台新闻', { exact: true })).toBeVisible();

  // Page 2 holds the remaining four.
  await pages(page).getByText('2', { exact: true }).click();
  await expect(page).toHaveURL(/\/newsList\?type=platformNews&page=2$/);
  await expect(cards(page)).toHaveCount(4);
  const titles = await cards(page).getByRole('heading', { level: 2 }).allInnerTexts();

  // Each summary is cut to 40 characters.
  for (const card of await cards(page).all()) {
    const summary = await card.getByRole('paragraph').first().innerText();
    expect(Array.from(summary.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(40);
  }

  // Open the first article of the page.
  const title = titles[0] as string;
  await cards(page).first().getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/newsList\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const meta = page.getByRole('main').getByRole('definition');
  await expect(page.getByRole('term').filter({ hasText: '来源' })).toBeVisible();
  await expect(meta.filter({ hasText: '平台运营中心' })).toBeVisible();
  await expect(meta.filter({ hasText: '平台新闻' })).toBeVisible();
  await expect(meta.filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ })).toBeVisible();

  // Back lands on the same filter and page.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/newsList\?type=platformNews&page=2$/);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(titles);

  // And the browser's own back button walks the same history.
  await page.goBack();
  await expect(page).toHaveURL(/\/newsList\?type=platformNews$/);
  await expect(cards(page)).toHaveCount(9);
});

test('an article shows its sub-type, source and a safe link to the original, and its body', async ({
  page,
}) => {
  await page.goto('/newsList?type=policyRegulation');
  await expect(filter(page).getByRole('radio', { name: '政策法规' })).toBeChecked();
  await cards(page).getByRole('link', { name: '解读：规范发展供应链金融的指导意见' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: '解读：规范发展供应链金融的指导意见' }),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '中国人民银行网站' })).toBeVisible();
  const original = page.getByRole('link', { name: /查看原文/ });
  await expect(original).toHaveAttribute('href', 'https://www.pbc.gov.cn/');
  await expect(original).toHaveAttribute('target', '_blank');
  await expect(original).toHaveAttribute('rel', 'noopener noreferrer');
  // The body: headings, a list and a picture served by our own file store.
  await expect(page.getByRole('heading', { level: 2, name: '主要内容' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '强化风险防范与监管' })).toBeVisible();
  await expect(page.getByRole('img', { name: '政策解读' })).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f]{64}$/,
  );

  // The breadcrumb leads to the list of the article's sub-type.
  await page.getByRole('navigation').getByRole('link', { name: '政策法规' }).click();
  await expect(page).toHaveURL(/\/newsList\?type=policyRegulation$/);
});

test('an unknown article and an unknown sub-type say so', async ({ page }) => {
  await page.goto('/newsList/detail?id=999999');
  await expect(page.getByRole('heading', { level: 1, name: '新闻不存在或已下线' })).toBeVisible();
  await page.getByRole('link', { name: '返回新闻列表' }).click();
  await expect(page).toHaveURL(/\/newsList$/);

  await page.goto('/newsList?type=noSuchType');
  await expect(page.getByText('新闻类型不存在')).toBeVisible();
  await page.getByRole('link', { name: '查看全部新闻' }).click();
  await expect(cards(page)).toHaveCount(9);
});

test('the browser cleans an article body once more, whatever the server let through', async ({ page }) => {
  // A reply as a compromised or buggy server might send it: the page's own filter must hold.
  await page.route('**/api/portal/cms/content/news/get?**', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    body.data.articleText = [
      '<p id="lead" onclick="window.__pwned = 1">正文<script>window.__pwned = 1</script></p>',
      '<img src="x" onerror="window.__pwned = 1" alt="坏图">',
      '<img src="https://evil.example/track.png" alt="外站图">',
      '<a id="js" href="javascript:window.__pwned = 1">脚本链接</a>',
      '<a id="out" href="https://example.com/" target="_self">外部链接</a>',
      '<p id="styled" style="background:url(javascript:window.__pwned=1)">样式</p>',
      '<iframe src="https://evil.example"></iframe><form><input name="q"></form>',
      '<svg><script>window.__pwned = 1</script></svg>',
    ].join('');
    await route.fulfill({ response: reply, json: body });
  });
  await page.goto('/newsList');
  await cards(page).first().getByRole('link').click();
  const body = page.getByRole('main').getByRole('article');
  await expect(body.getByText('正文')).toBeVisible();
  await page.getByText('正文').click();

  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(body.getByRole('img', { name: '坏图' })).toHaveCount(0);
  await expect(body.getByRole('img', { name: '外站图' })).toHaveCount(0);
  await expect(body.getByText('脚本链接')).not.toHaveAttribute('href', /.*/);
  await expect(body.getByRole('link', { name: '外部链接' })).toHaveAttribute('target', '_blank');
  await expect(body.getByRole('link', { name: '外部链接' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(body.getByText('样式')).not.toHaveAttribute('style', /.*/);
  await expect(body.locator('script, iframe, form, input, [onclick], [onerror]')).toHaveCount(0);
});
