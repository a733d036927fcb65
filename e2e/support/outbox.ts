import { expect } from '@playwright/test';
import type { Page, Response } from '@playwright/test';

/**
 * What the demo server "sent" (GET /api/dev/outbox, demo mode only): SMS messages and the answers
 * of the latest image challenges. A person reads the SMS on their phone and the picture on the
 * screen; a test reads both here.
 */
interface Outbox {
  messages: { mobile: string; text: string; code: string; at: string }[];
  captchas: { cc: string; answer: string; at: string }[];
}

async function readOutbox(page: Page): Promise<Outbox> {
  const response = await page.request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { error_no: number; data: Outbox };
  expect(body.error_no).toBe(0);
  return body.data;
}

/**
 * The id of the challenge the screen shows. The page keeps it in session storage (cc for the
 * login, reg_cc for the registration and reset dialogs), which is the only way for a test to tell
 * which picture is on the screen.
 */
export async function shownChallenge(page: Page, key: 'cc' | 'reg_cc'): Promise<string> {
  let cc: string | null = null;
  await expect
    .poll(async () => (cc = await page.evaluate((name) => sessionStorage.getItem(name), key)))
    .not.toBeNull();
  return cc ?? '';
}

async function answerOf(page: Page, cc: string): Promise<string> {
  let answer: string | undefined;
  await expect
    .poll(async () => (answer = (await readOutbox(page)).captchas.find((c) => c.cc === cc)?.answer))
    .toBeDefined();
  return answer ?? '';
}

/** The answer to the image challenge on the screen. */
export async function captchaAnswer(page: Page, key: 'cc' | 'reg_cc'): Promise<string> {
  return answerOf(page, await shownChallenge(page, key));
}

/**
 * The next image challenge of `length` characters the page fetches; call it before the action that
 * shows the picture. When two forms of a screen each show one (the password form after failed
 * sign-ins, and the mobile form), session storage holds whichever arrived last; the response tells
 * whose it is.
 */
export function nextChallenge(page: Page, length: number): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/getCheckCode') && url.searchParams.get('length') === String(length);
  });
}

/** The answer to the challenge a response of nextChallenge carried. */
export async function challengeAnswer(page: Page, challenge: Promise<Response>): Promise<string> {
  const { data } = (await (await challenge).json()) as { data: { cc: string } };
  return answerOf(page, data.cc);
}

/** The messages a mobile received, newest first, whatever order the outbox lists them in. */
async function messagesTo(page: Page, mobile: string): Promise<Outbox['messages']> {
  const { messages } = await readOutbox(page);
  return messages.filter((m) => m.mobile === mobile).sort((a, b) => b.at.localeCompare(a.at));
}

/** How many SMS the mobile has received so far, to tell the next one apart. */
export async function smsCount(page: Page, mobile: string): Promise<number> {
  return (await messagesTo(page, mobile)).length;
}

/** The code of the newest SMS, once the mobile has received more than `before` of them. */
export async function nextSmsCode(page: Page, mobile: string, before: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const received = await messagesTo(page, mobile);
      code = received.length > before ? received[0]?.code : undefined;
      return code;
    })
    .toBeDefined();
  return code ?? '';
}
