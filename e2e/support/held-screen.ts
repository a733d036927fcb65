import type { Page } from '@playwright/test';

/**
 * Holds the screen's own chunk (file name matching `chunk`) until the page has made a call of `path`
 * whose body holds `bodyPart` (or `ms` passed). Gives the bodies of every such call, and whether the
 * first went out while the chunk was held: a call made from start-up does; a call the rendered
 * screen makes cannot.
 */
export async function watchCallWithScreenHeld(
  page: Page,
  {
    chunk,
    path,
    bodyPart = '',
    ms = 10_000,
  }: { chunk: RegExp; path: string; bodyPart?: string; ms?: number },
): Promise<{ calledWhileHeld: () => boolean; bodies: string[] }> {
  let held = true;
  let calledWhileHeld = false;
  const bodies: string[] = [];
  let fire!: () => void;
  const settled = new Promise<void>((resolve) => {
    fire = resolve;
    setTimeout(resolve, ms);
  });
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (!request.url().includes(path) || !body.includes(bodyPart)) return;
    if (held && bodies.length === 0) calledWhileHeld = true;
    bodies.push(body);
    fire();
  });
  await page.route(
    (url) => chunk.test(url.pathname),
    async (route) => {
      await settled;
      held = false;
      await route.continue();
    },
  );
  return { calledWhileHeld: () => calledWhileHeld, bodies };
}
