import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The help centre (business.md section 2): help articles (news of sub-type helpCenter) in a menu
 * on the left, the first chosen by default, the body on the right; the chosen one is in the URL.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: '帮助文章' });

test('help centre: the first article is shown, another can be chosen, and the URL keeps it', async ({
  page,
}) => {
  await page.goto('/index');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();

  // The first article is chosen by default.
  await expect(menu(page).getByRole('link')).toHaveCount(7);
  await expect(menu(page).getByRole('link', { name: '如何注册平台账号' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 2, name: '如何注册平台账号' })).toBeVisible();
  await expect(page.getByRole('img', { name: '注册流程' })).toBeVisible();

  // Choose another: its body replaces the first, and the URL names it.
  await menu(page).getByRole('link', { name: '如何申请融资' }).click();
  await expect(page).toHaveURL(/\/help\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: '如何申请融资' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '如何注册平台账号' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: '如何申请融资' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const chosen = page.url();

  // A reload keeps the choice.
  await page.reload();
  await expect(page).toHaveURL(chosen);
  await expect(page.getByRole('heading', { level: 2, name: '如何申请融资' })).toBeVisible();

  // The keyboard: the menu entries are links, in order; Enter opens one.
  await menu(page).getByRole('link', { name: '如何申请融资' }).focus();
  await page.keyboard.press('Tab');
  await expect(menu(page).getByRole('link', { name: '如何查看还款计划与还款' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '如何查看还款计划与还款' })).toBeVisible();

  // Back returns to the previous article.
  await page.goBack();
  await expect(page).toHaveURL(chosen);
  await expect(page.getByRole('heading', { level: 2, name: '如何申请融资' })).toBeVisible();
});

test('on a phone the menu folds above the article', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 2, name: '如何注册平台账号' })).toBeVisible();
  await expect(menu(page)).toBeHidden();

  await page.getByRole('button', { name: /帮助目录/ }).click();
  await menu(page).getByRole('link', { name: '常见问题' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '常见问题' })).toBeVisible();
  // Choosing closes the menu again, so the article is what the reader sees.
  await expect(menu(page)).toBeHidden();
});

test('a link to an article that is gone shows the first one and says so', async ({ page }) => {
  await page.goto('/help?id=999999');
  await expect(page.getByText('未找到该帮助文章，已为您显示第一篇')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '如何注册平台账号' })).toBeVisible();
});
