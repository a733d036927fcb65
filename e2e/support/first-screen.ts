import type { Page } from '@playwright/test';

/** What went wrong in the page: console errors (a hydration mismatch is one) and thrown errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Holds the app's entry script until the returned function is called, so that a test can look at
 * the page the server rendered before the scripts take it over.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
