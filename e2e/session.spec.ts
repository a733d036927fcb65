import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { USERS, popupsSettled, postAsPage, signInToCentre } from './support/user-centre';

/** The same account signs in in another browser and ends its other sessions (POST /kickout). */
async function kickFromAnotherBrowser(browser: Browser) {
  const other = await browser.newContext();
  const page = await other.newPage();
  await signInToCentre(page);
  expect(await postAsPage(page, '/kickout', { key: USERS.comp01.account })).toMatchObject({ error_no: 0 });
  await other.close();
}

test('a session ended from another browser asks 确认登录 on the next request; OK leads to /login', async ({
  page,
  browser,
}) => {
  await signInToCentre(page);
  await kickFromAnotherBrowser(browser);

  await page.reload();
  const dialog = page.getByRole('dialog', { name: '确认登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您已经在其他地方登录，如非本人操作，请重新登录！');
  // Several calls failed at once; one dialog asks.
  await expect(page.getByRole('dialog', { name: '确认登录' })).toHaveCount(1);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('tn'))).toBeNull();
});

test('asked once already (has_reload), an ended session signs out without asking again', async ({
  page,
  browser,
}) => {
  await signInToCentre(page);
  await kickFromAnotherBrowser(browser);
  await page.evaluate(() => sessionStorage.setItem('has_reload', '1'));

  await page.getByRole('combobox', { name: '搜索菜单' }).fill('还款');
  const star = page.getByRole('button', { name: '收藏“还款计划”' });
  await expect(star).toBeVisible();
  await popupsSettled(page);
  await star.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: '确认登录' })).toHaveCount(0);
});

test('a locked session shows the lock screen; only the right password unlocks it', async ({ page }) => {
  await signInToCentre(page);
  expect(await postAsPage(page, '/api/user/lock')).toMatchObject({ error_no: 0 });

  await page.reload();
  const lock = page.getByRole('dialog', { name: '屏幕已锁定' });
  await expect(lock).toBeVisible();
  await expect(lock).toContainText('屏幕已锁定，请输入密码解锁');

  await lock.getByLabel('登录密码').fill('Wrong@00000');
  await lock.getByRole('button', { name: '解锁' }).click();
  await expect(lock.getByLabel('登录密码')).toHaveValue('');
  await expect(lock).toBeVisible();

  await lock.getByLabel('登录密码').fill(USERS.comp01.password);
  await lock.getByRole('button', { name: '解锁' }).click();
  await expect(lock).toBeHidden();
  // What failed while locked is fetched again.
  await expect(
    page.getByRole('navigation', { name: '系统菜单' }).getByRole('button', { name: '融资服务' }),
  ).toBeVisible();
});
