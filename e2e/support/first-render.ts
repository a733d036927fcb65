import type { Page } from '@playwright/test';

interface Marks {
  firstRender?: number;
  fetches?: { at: number; url: string; body: string }[];
}

/**
 * Records when React first commits into #root (index.html's boot mark is #root's content until
 * then) and when each fetch starts, with its body, to compare the two: call before `page.goto`.
 */
export async function markFirstRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks = window as unknown as Marks;
    marks.fetches = [];
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      marks.fetches?.push({
        at: performance.now(),
        url,
        body: typeof init?.body === 'string' ? init.body : '',
      });
      return fetch(input, init);
    };
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (root && root.childElementCount > 0 && !root.querySelector(':scope > .boot')) {
        marks.firstRender = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The first render's time, and the calls of `path` (whose body holds `bodyPart`, when given) with
 * their start times, in the order they went out.
 */
export function firstRenderAndCalls(
  page: Page,
  path: string,
  bodyPart = '',
): Promise<{ firstRender?: number; calls: { at: number; body: string }[] }> {
  return page.evaluate(
    ([part, inBody]) => {
      const marks = window as unknown as Marks;
      return {
        firstRender: marks.firstRender,
        calls: (marks.fetches ?? [])
          .filter((call) => call.url.includes(part) && call.body.includes(inBody))
          .map(({ at, body }) => ({ at, body })),
      };
    },
    [path, bodyPart] as const,
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

/**
 * Holds the screen's own chunk (file name matching `chunk`) until the page has made a call of `path`
 * whose body holds `bodyPart` (or `ms` passed). Resolves whether that call went out while the chunk
 * was held: a call made from start-up does; a call the rendered screen makes cannot.
 */
export async function callMadeWithoutScreen(
  page: Page,
  {
    chunk,
    path,
    bodyPart = '',
    ms = 10_000,
  }: { chunk: RegExp; path: string; bodyPart?: string; ms?: number },
): Promise<() => boolean> {
  let held = true;
  let calledWhileHeld = false;
  let called!: () => void;
  const call = new Promise<void>((resolve) => {
    called = resolve;
    setTimeout(resolve, ms);
  });
  page.on('request', (request) => {
    if (request.url().includes(path) && (request.postData() ?? '').includes(bodyPart)) {
      if (held) calledWhileHeld = true;
      called();
    }
  });
  await page.route(
    (url) => chunk.test(url.pathname),
    async (route) => {
      await call;
      held = false;
      await route.continue();
    },
  );
  return () => calledWhileHeld;
}
