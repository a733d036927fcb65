import { vi } from 'vitest';
import { act } from 'react';
import { CSRF_HEADER } from '@scf/shared/constants';
import { waitFor } from '@/test-utils/render';

/** One reply of the fake server: the envelope as the real server sends it. */
export interface Envelope {
  error_no: number;
  error_info: string;
  data: unknown;
}

export const ok = (data: unknown): Envelope => ({ error_no: 0, error_info: '', data });
export const fail = (code: number, info = 'server text', data: unknown = null): Envelope => ({
  error_no: code,
  error_info: info,
  data,
});

export type Handler = (body: Record<string, unknown>, url: URL) => Envelope | Promise<Envelope>;

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
  url: URL;
}

/**
 * A stand-in for the API server behind the request client's `fetch`: answers by path, records
 * every call, and sends a CSRF token as the real one does.
 */
export function createFakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body, url });
    const handler = handlers[url.pathname];
    const envelope = handler ? await handler(body, url) : fail(1004, `no fake for ${url.pathname}`);
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'csrf-token' },
    });
  });
  return {
    fetch,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** The server's key pair: key1 for /getSecurityKey, and a decrypt to read what the form sent. */
export async function createServerKey() {
  const keys = await crypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const key1 = btoa(String.fromCharCode(...spki));
  // Inside act: the screen's messages and animations keep running while the test awaits this.
  const decrypt = async (cipher: unknown) => {
    const bytes = Uint8Array.from(atob(String(cipher)), (char) => char.charCodeAt(0));
    let plain = '';
    await act(async () => {
      plain = new TextDecoder().decode(await crypto.subtle.decrypt(ALGORITHM, keys.privateKey, bytes));
    });
    return plain;
  };
  return { key1, decrypt };
}

/** Types into an input as a user does, so React's onChange fires. */
export async function type(input: Element | null, value: string): Promise<void> {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Leaves a field, as tabbing away does: React's onBlur listens to focusout. */
export async function blur(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to leave');
  await act(async () => element.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
}

/** The button whose text is `text`, anywhere in the document (dialogs render into body). */
export function button(text: string): HTMLButtonElement | undefined {
  return [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
}

/**
 * Screens of several antd forms take a while to settle when the machine is busy; the tests wait
 * longer than the shared helper's default rather than fail on a slow run.
 */
export const SCREEN_TEST_TIMEOUT = 30_000;

export const settle = (assertion: () => void): Promise<void> => waitFor(assertion, 10_000);
