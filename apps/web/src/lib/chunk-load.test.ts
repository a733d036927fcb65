import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@scf/shared/constants';
import { ChunkLoadError, CssChunkLoadError, listenForPreloadErrors, loadChunk } from './chunk-load';
import type { ChunkError } from './chunk-load';

function preloadErrorEvent(payload: Error): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload });
  return event;
}

describe('loadChunk', () => {
  let reports: ChunkError[];
  const report = (error: ChunkError) => reports.push(error);

  beforeEach(() => {
    reports = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when the import succeeds in time', async () => {
    const module = { name: 'portal' };
    await expect(loadChunk('subsystems/portal', () => Promise.resolve(module), { report })).resolves.toBe(
      module,
    );
    expect(reports).toEqual([]);
  });

  it('times out after the 120 s chunk timeout with type "timeout" and the request', async () => {
    const never = () => new Promise<never>(() => {});
    const settled = vi.fn();
    const pending = loadChunk('subsystems/portal', never, { report });
    pending.catch(settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending.catch((e: unknown) => e)) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.type).toBe('timeout');
    expect(error.request).toBe('subsystems/portal');
    expect(error.message).toBe('Loading chunk failed.\n(timeout: subsystems/portal)');
    expect(reports).toEqual([error]);
  });

  it('does not time out a chunk that arrived, even if the timer would fire later', async () => {
    await loadChunk('subsystems/portal', () => Promise.resolve(1), { report });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(reports).toEqual([]);
  });

  it('reports a script chunk that cannot be fetched as "missing" with the chunk URL', async () => {
    const url = 'http://127.0.0.1:5173/assets/portal-BcX1.js';
    const fetchFailure = () =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    const error = (await loadChunk('subsystems/portal', fetchFailure, { report }).catch(
      (e: unknown) => e,
    )) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.type).toBe('missing');
    expect(error.request).toBe(url);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(reports).toEqual([error]);
  });

  it('falls back to the module name as request when the browser gives no URL', async () => {
    const safariFailure = () => Promise.reject(new TypeError('Importing a module script failed.'));
    await expect(loadChunk('subsystems/portal', safariFailure, { report })).rejects.toMatchObject({
      type: 'missing',
      request: 'subsystems/portal',
    });
  });

  it('reports a failed stylesheet as a CSS chunk load failure', async () => {
    const href = 'http://127.0.0.1:5173/assets/portal-9f2a.css';
    const cssFailure = () => Promise.reject(new Error(`Unable to preload CSS for ${href}`));
    const error = (await loadChunk('subsystems/portal', cssFailure, { report }).catch(
      (e: unknown) => e,
    )) as CssChunkLoadError;
    expect(error).toBeInstanceOf(CssChunkLoadError);
    expect(error.message).toMatch(/^CSS chunk load failed/);
    expect(error.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(error.request).toBe(href);
    expect(reports).toEqual([error]);
  });

  it('passes an error thrown by the module itself through unchanged and unreported as a chunk failure', async () => {
    const bug = new TypeError('Cannot read properties of undefined');
    await expect(loadChunk('subsystems/portal', () => Promise.reject(bug), { report })).rejects.toBe(bug);
    const thrower = () => {
      throw bug;
    };
    await expect(loadChunk('subsystems/portal', thrower, { report })).rejects.toBe(bug);
    expect(reports).toEqual([]);
  });
});

describe('listenForPreloadErrors', () => {
  it('reports the vite:preloadError of a stylesheet as a CSS chunk load failure, once', async () => {
    const reports: ChunkError[] = [];
    const stop = listenForPreloadErrors(window, (error) => reports.push(error));
    const payload = new Error('Unable to preload CSS for /assets/home-1a2b.css');

    window.dispatchEvent(preloadErrorEvent(payload));
    // The same failure then rejects the import that loadChunk is waiting on.
    await loadChunk('subsystems/portal', () => Promise.reject(payload), {
      report: (error) => reports.push(error),
    }).catch(() => undefined);
    stop();

    expect(reports).toHaveLength(1);
    expect(reports[0]).toBeInstanceOf(CssChunkLoadError);
    expect(reports[0]?.request).toBe('/assets/home-1a2b.css');
  });

  it('reports a failed script import with type and request, and ignores errors thrown by module code', () => {
    const reports: ChunkError[] = [];
    const stop = listenForPreloadErrors(window, (error) => reports.push(error));
    window.dispatchEvent(
      preloadErrorEvent(new TypeError('Failed to fetch dynamically imported module: /assets/portal-1.js')),
    );
    window.dispatchEvent(preloadErrorEvent(new RangeError('bad date in module code')));
    stop();
    window.dispatchEvent(preloadErrorEvent(new Error('Unable to preload CSS for /assets/late.css')));

    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      request: '/assets/portal-1.js',
    });
  });
});
