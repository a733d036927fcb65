import { vi } from 'vitest';
import { act } from 'react';
import { configureRequest } from '@/lib/request';
import type { RequestDeps } from '@/lib/request';
import { i18n } from '@/lib/i18n';
import { testConfig } from '@/test-utils/render';

/** What a fake endpoint answers: data for success, or a failure envelope. */
export type FakeReply = { data?: unknown } | { error_no: number; error_info?: string; data?: unknown };

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/**
 * A fake API server behind the app's one request client, for component tests: `'GET /api/user/menus'`
 * → handler. Unknown paths fail the test loudly. The client is wired as the app wires it, with the
 * UI callbacks recorded.
 */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`No fake for ${method} ${url.pathname}`);
    const reply = await handler(call);
    const envelope = 'error_no' in reply ? reply : { error_no: 0, error_info: '', data: reply.data ?? null };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  const ui = { confirm: vi.fn<RequestDeps['ui']['confirm']>(), error: vi.fn(), info: vi.fn() };
  configureRequest({
    apiBase: '',
    flags: () => testConfig.flags,
    t: (key) => i18n.t(key),
    ui,
    onLogout: vi.fn(),
    onLock: vi.fn(),
  });
  return { calls, fetch, ui };
}

/** Types into an input the way React notices: the native value setter, then an input event. */
export async function typeInto(input: Element | null, value: string): Promise<void> {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    input.focus();
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A mouse click (with the mouse down and up that some antd components listen to). */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true }));
    element.click();
  });
}

/**
 * The first `selector` element whose text is `text` (or matches it). Without a selector, the
 * innermost such element, so that a wrapper around the text does not count.
 */
export function byText(
  text: string | ((content: string) => boolean),
  selector?: string,
): HTMLElement | undefined {
  const matches = typeof text === 'string' ? (content: string) => content === text : text;
  const found = [...document.querySelectorAll<HTMLElement>(selector ?? '*')].filter((element) =>
    matches(element.textContent?.trim() ?? ''),
  );
  return selector
    ? found[0]
    : found.find((element) => !found.some((other) => other !== element && element.contains(other)));
}
