import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The banners of the demo seed (apps/server/src/db/seed-cms-content.ts, BANNERS). */
const BANNERS = { news: '电子凭证融资服务全面上线', product: '应收账款保理 在线确权' } as const;

const banner = (page: Page) => page.getByRole('region', { name: '平台广告' });

/**
 * The slide on show: the only one not hidden from assistive technology, named "第 n 张，共 m 张".
 * A hidden slide is out of the accessibility tree, so the role query finds the current one alone.
 */
const currentSlide = (page: Page) => banner(page).getByRole('group', { name: /^第 \d+ 张，共 \d+ 张$/ });

/** Moves the banner with its 下一张 button until the slide showing `title` is current. */
async function showBanner(page: Page, title: string): Promise<void> {
  const next = banner(page).getByRole('button', { name: '下一张' });
  await expect(async () => {
    if (await currentSlide(page).getByRole('link', { name: title }).isVisible()) return;
    await next.click();
    await expect(currentSlide(page).getByRole('link', { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe('with motion', () => {
  // The flows run with reduced motion (playwright.config.ts), in which the banner does not turn.
  test.use({ reducedMotion: 'no-preference' });

  test('the banner carousel turns by itself, and stops while the user is on it', async ({ page }) => {
    await page.goto('/index');
    await expect(currentSlide(page)).toHaveAccessibleName('第 1 张，共 4 张');
    // Autoplay every 5 seconds: the next slide comes without anyone touching the page.
    await expect(currentSlide(page)).toHaveAccessibleName('第 2 张，共 4 张', { timeout: 20_000 });

    // The pause button stops it for good; play starts it again.
    await banner(page).getByRole('button', { name: '暂停轮播' }).click();
    await expect(banner(page).getByRole('button', { name: '继续轮播' })).toBeVisible();
  });
});

test('with reduced motion the banner stays on its slide and offers no pause button', async ({ page }) => {
  await page.goto('/index');
  await expect(currentSlide(page)).toHaveAccessibleName('第 1 张，共 4 张');
  await expect(banner(page).getByRole('button', { name: '下一张' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: '暂停轮播' })).toHaveCount(0);
  // One button per slide, each a target 24 px high (WCAG 2.5.8) around the bar it draws.
  const dots = banner(page).getByRole('button', { name: /^显示第 \d 张$/ });
  await expect(dots).toHaveCount(4);
  for (const dot of await dots.all()) expect((await dot.boundingBox())?.height).toBeGreaterThanOrEqual(24);
});

test('an ad opens what its type names: news detail for type 3, product detail for type 5', async ({
  page,
}) => {
  await page.goto('/index');
  await showBanner(page, BANNERS.news);
  await currentSlide(page).getByRole('link', { name: BANNERS.news }).click();
  await expect(page).toHaveURL(/\/newsList\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/index');
  await showBanner(page, BANNERS.product);
  await currentSlide(page).getByRole('link', { name: BANNERS.product }).click();
  await expect(page).toHaveURL(/\/prodDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the news carousel shows the latest news beside the notices, and a notice opens', async ({ page }) => {
  await page.goto('/index');
  const news = page.getByRole('region', { name: '资讯轮播' });
  await expect(news.getByRole('heading', { level: 3 })).toBeVisible();
  const notices = page.getByRole('region', { name: '通知公告' });
  const first = notices.getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/newsList\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('recommended products are shown, with star ratings in the banner, and open their detail', async ({
  page,
}) => {
  await page.goto('/index');
  const featured = page.getByRole('region', { name: '热门推荐' });
  await expect(featured.getByRole('listitem')).toHaveCount(3);
  await expect(featured.getByRole('img', { name: /^成功率评级 \d 星/ }).first()).toBeVisible();

  const recommended = page.getByRole('region', { name: '推荐产品' });
  const cards = recommended.getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const link = cards.first().getByRole('link').first();
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/prodDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a news item of the header opens its detail', async ({ page }) => {
  await page.goto('/index');
  const headerNews = page.getByRole('navigation', { name: '最新资讯' });
  await headerNews.getByRole('button', { name: '更多资讯' }).click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '查看全部资讯' }) });
  const items = menu.getByRole('menuitem');
  // The six latest, then the way to all news.
  await expect(items).toHaveCount(7);
  const title = ((await items.first().textContent()) ?? '').trim();
  await items.first().click();
  await expect(page).toHaveURL(/\/newsList\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the header links to the three supply-chain pages', async ({ page }) => {
  await page.goto('/index');
  const links = page.getByRole('navigation', { name: '供应链金融' }).getByRole('link');
  await expect(links).toHaveText(['应收账款融资', '仓单融资', '物流融资']);
});

test('the footer shows the content the server gives it, with the support hours', async ({ page }) => {
  await page.goto('/index');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: /供应链金融服务平台$/ })).toBeVisible();
  await expect(footer).toContainText('上海市浦东新区世纪大道1568号23层');
  await expect(footer.getByRole('link', { name: '400-800-0000' })).toHaveAttribute('href', 'tel:4008000000');
  await expect(footer).toContainText('客服服务时间：周一至周五 8:30-18:00');
  const icp = footer.getByRole('link', { name: /沪ICP备2026000001号-1/ });
  await expect(icp).toHaveAttribute('target', '_blank');
  await expect(icp).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(footer.getByRole('img', { name: '微信公众号' })).toBeVisible();
});

test('the home page reads in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended products' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform announcements' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    'Customer service hours: Monday to Friday, 8:30-18:00',
  );
});

test("the page's data is asked for before the app first renders, not after", async ({ page, context }) => {
  // The configuration is held until the portal's code is in, so the only thing between the
  // configuration and the banners' request is start-up itself: the request must not wait for the
  // first render (main.tsx wires the API base first).
  // A visitor's page comes rendered by the server with its data (first-screen-public.spec.ts); a tab
  // whose stored language is not the one the server rendered in (its cookie's) draws it itself.
  await context.addCookies([{ name: 'scf_lang', value: 'en-US', url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'));
  let portalLoaded!: () => void;
  const portal = new Promise<void>((resolve) => (portalLoaded = resolve));
  page.on('response', (response) => {
    if (/\/assets\/portal-[\w-]+\.js$/.test(response.url())) portalLoaded();
  });
  await page.route('**/config.json', async (route) => {
    await portal;
    await route.continue();
  });
  await page.addInitScript(() => {
    const marks = window as unknown as { firstRender?: number };
    new MutationObserver((records, observer) => {
      // What the page came with (the server's English page) is #root's content until React's first
      // commit replaces it.
      if (
        records.some(
          (record) => record.target === document.getElementById('root') && record.removedNodes.length > 0,
        )
      ) {
        marks.firstRender = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/index');
  await expect(banner(page)).toBeVisible();
  const { firstRender, bannersAsked } = await page.evaluate(() => ({
    firstRender: (window as unknown as { firstRender?: number }).firstRender,
    bannersAsked: performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/api/portal/cms/site/query_by_site_position_code'))?.startTime,
  }));
  expect(firstRender).toBeDefined();
  expect(bannersAsked).toBeDefined();
  expect(bannersAsked!).toBeLessThan(firstRender!);
});
