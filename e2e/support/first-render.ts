import type { Page } from '@playwright/test';

/**
 * Records when React first commits into #root (index.html's boot mark is #root's content until
 * then), to compare with when a request went out: call before `page.goto`.
 */
export async function markFirstRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks = window as unknown as { firstRender?: number };
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (root && root.childElementCount > 0 && !root.querySelector(':scope > .boot')) {
        marks.firstRender = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The first render's time and the start of the first request whose URL holds `path`. */
export function firstRenderAndRequest(
  page: Page,
  path: string,
): Promise<{ firstRender?: number; requested?: number }> {
  return page.evaluate(
    (part) => ({
      firstRender: (window as unknown as { firstRender?: number }).firstRender,
      requested: performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))
        ?.startTime,
    }),
    path,
  );
}

/**
 * Holds /config.json until a chunk whose file name matches `chunk` has arrived (or `ms` passed), so
 * that nothing but start-up itself lies between the configuration and a prefetched request.
 */
export async function holdConfigUntilChunk(page: Page, chunk: RegExp, ms = 10_000): Promise<void> {
  let arrived!: () => void;
  const loaded = new Promise<void>((resolve) => {
    arrived = resolve;
    setTimeout(resolve, ms);
  });
  page.on('response', (response) => {
    if (chunk.test(new URL(response.url()).pathname)) arrived();
  });
  await page.route('**/config.json', async (route) => {
    await loaded;
    await route.continue();
  });
}
