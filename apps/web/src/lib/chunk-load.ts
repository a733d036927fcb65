import { CHUNK_LOAD_TIMEOUT_MS } from '@scf/shared/constants';

/**
 * Loading of lazily imported chunks, with the failure reports of shell.md section 8: a script chunk
 * failure carries its type and request, a stylesheet failure is a CSS chunk load failure.
 */
export type ChunkFailureType = 'missing' | 'timeout';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkFailureType,
    readonly request: string,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk failed.\n(${type}: ${request})`, options);
  }
}

export class CssChunkLoadError extends Error {
  override readonly name = 'CssChunkLoadError';
  readonly code = 'CSS_CHUNK_LOAD_FAILED';
  constructor(
    readonly request: string,
    options?: ErrorOptions,
  ) {
    super(`CSS chunk load failed.\n(${request})`, options);
  }
}

export type ChunkError = ChunkLoadError | CssChunkLoadError;
export type ChunkErrorReporter = (error: ChunkError) => void;

export const reportToConsole: ChunkErrorReporter = (error) => console.error(error);

// Vite's preload helper rejects with this message when a <link rel="stylesheet"> fails.
const CSS_PRELOAD_FAILURE = /^Unable to preload CSS for (\S+)/;
// What Chromium, Firefox and Safari say when a dynamically imported module cannot be fetched. Any
// other rejection comes from the module's own code and is passed on unchanged.
const SCRIPT_FETCH_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
const URL_IN_MESSAGE = /(?:https?:\/\/|\/)[^\s'"]+/;

/** Turns the rejection of a dynamic import into a chunk error, or null when the chunk itself loaded. */
function classifyImportError(error: unknown, request: string): ChunkError | null {
  if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const css = CSS_PRELOAD_FAILURE.exec(error.message);
  if (css?.[1]) return new CssChunkLoadError(css[1], { cause: error });
  if (SCRIPT_FETCH_FAILURE.test(error.message)) {
    return new ChunkLoadError('missing', URL_IN_MESSAGE.exec(error.message)?.[0] ?? request, {
      cause: error,
    });
  }
  return null;
}

// Vite announces a failed preload on window before the import rejects; both paths see the same
// error object, and this keeps one failure to one report.
const reported = new WeakSet<object>();

function reportOnce(original: unknown, error: ChunkError, report: ChunkErrorReporter): void {
  const key = typeof original === 'object' && original !== null ? original : error;
  if (reported.has(key)) return;
  reported.add(key);
  report(error);
}

export interface LoadChunkOptions {
  timeoutMs?: number;
  report?: ChunkErrorReporter;
}

/**
 * Runs a dynamic import with the 120 s chunk timeout. Rejects with a ChunkLoadError ('missing' or
 * 'timeout') or a CssChunkLoadError, reported once; an error thrown by the module itself is
 * passed through unchanged for the caller to handle.
 */
export function loadChunk<T>(
  request: string,
  importer: () => Promise<T>,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, report = reportToConsole }: LoadChunkOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new ChunkLoadError('timeout', request);
      reportOnce(error, error, report);
      reject(error);
    }, timeoutMs);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      const chunkError = classifyImportError(error, request);
      if (chunkError) reportOnce(error, chunkError, report);
      reject(chunkError ?? error);
    };
    let pending: Promise<T>;
    try {
      pending = importer();
    } catch (error) {
      fail(error);
      return;
    }
    pending.then((value) => {
      clearTimeout(timer);
      resolve(value);
    }, fail);
  });
}

/**
 * Reports every failed preload Vite announces with `vite:preloadError`, including imports that do
 * not go through loadChunk (React.lazy inside a subsystem). The failure still propagates to the
 * importer, so the page shows its error state instead of rendering half-styled or half-loaded.
 */
export function listenForPreloadErrors(
  target: Window = window,
  report: ChunkErrorReporter = reportToConsole,
): () => void {
  const onPreloadError = (event: Event) => {
    const payload: unknown = (event as VitePreloadErrorEvent).payload;
    // Vite also dispatches the event when an imported module throws while evaluating; that is the
    // module's own error, not a chunk failure, and its importer handles it.
    const chunkError = classifyImportError(payload, 'unknown chunk');
    if (chunkError) reportOnce(payload, chunkError, report);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
