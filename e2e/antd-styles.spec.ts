import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { USERS, signInToCentre } from './support/user-centre';

/**
 * antd's styles by component (apps/web/build/antd-styles.ts): a page loads the rules of the
 * components it renders, and not the others; a component another screen brings is styled when it
 * appears; and our own rules win over antd's whichever file arrived first.
 */

/** The selectors of every style rule the page has, in whatever sheet or cascade layer. */
const loadedSelectors = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) out.push(rule.selectorText);
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return out;
  });

const style = (page: Page, selector: string, property: string, pseudo?: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, [name, at]) => getComputedStyle(element, at).getPropertyValue(name!), [
      property,
      pseudo ?? null,
    ] as const);

test('the sign-in loads the styles of its own components only', async ({ page }) => {
  await page.goto('/login');
  // Enabled: the scripts have taken the server's render over, and the button has its own colours.
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
  const selectors = await loadedSelectors(page);
  expect(selectors.some((selector) => selector.startsWith('.ant-btn'))).toBe(true);
  expect(selectors.some((selector) => selector.startsWith('.ant-form'))).toBe(true);
  // Components no part of the sign-in renders.
  for (const absent of ['.ant-table', '.ant-picker', '.ant-tree', '.ant-upload', '.ant-steps']) {
    expect(selectors.filter((selector) => selector.startsWith(absent))).toEqual([]);
  }
  // The login's own components are styled: the primary button in the theme's colour, the inputs framed.
  expect(await style(page, '.ant-btn-primary', 'background-color')).toBe('rgb(9, 88, 217)');
  expect(await style(page, '.ant-input-affix-wrapper', 'border-top-style')).toBe('solid');
});

test('a table and a dialog that a later screen brings are styled when they appear', async ({ page }) => {
  await signInToCentre(page, USERS.admin01, '/admin/users');
  const header = page.locator('.ant-table-thead th').first();
  await expect(header).toBeVisible();
  expect(await style(page, '.ant-table-thead th', 'font-weight')).toBe('600');
  expect(await style(page, '.ant-table-thead th', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByRole('button', { name: '新增用户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await expect(dialog).toBeVisible();
  expect(await style(page, '.ant-modal-wrap', 'position')).toBe('fixed');
  expect(await style(page, '.ant-modal-mask', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
});

test("our rules win over antd's, whichever file arrived first", async ({ page }) => {
  // The sections' own spacing (history-table's stylesheet) against antd's margin on descriptions,
  // whose sheet the screen loads later.
  await signInToCentre(page, USERS.comp01, '/member/enterpriseInfo');
  await expect(page.locator('.ant-descriptions').first()).toBeVisible();
  expect(await style(page, '.ant-descriptions', 'margin-bottom')).toBe('24px');

  // The catalogue's filter chips are round at both ends, the first and last as well, where antd
  // squares a button group's inner corners with a more specific rule.
  await page.goto('/product');
  const first = page.locator('.ant-radio-button-wrapper').first();
  await expect(first).toBeVisible();
  expect(await style(page, '.ant-radio-button-wrapper', 'border-top-left-radius')).toBe('14px');

  // The light pagination (components/light-pagination), antd's without its size picker, brings
  // antd's rules and variables as antd's own would: the current page framed in the theme's colour.
  await page.locator('.ant-pagination-item-active').scrollIntoViewIfNeeded();
  expect(await style(page, '.ant-pagination-item-active', 'border-top-color')).toBe('rgb(9, 88, 217)');
  expect(await style(page, '.ant-pagination-item', 'min-width')).toBe('32px');
});

/**
 * Style elements with rules of antd's classes that style something: antd's CSS variables
 * (declarations of `--` properties only) are the one thing its runtime still writes. The build's
 * own sheets, which the server writes into a page whose first screen it rendered, name their file
 * (`data-href`).
 */
const writtenRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style:not([data-href])'))
      .map((element) => element.textContent ?? '')
      .filter((css) => /\.ant(icon|-)/.test(css) && /[{;]\s*(?!--)[a-z-]+\s*:/i.test(css)),
  );

test('antd writes no CSS in the browser: icons and components are styled by the prebuilt sheet', async ({
  page,
}) => {
  // apps/web/build/antd-style-code.ts leaves antd's style-writing code out of the build.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(await writtenRules(page)).toEqual([]);
  expect(await style(page, '.anticon', 'text-rendering')).toBe('optimizelegibility');

  await signInToCentre(page, USERS.admin01, '/admin/users');
  await expect(page.locator('.ant-table-thead th').first()).toBeVisible();
  expect(await writtenRules(page)).toEqual([]);
});
