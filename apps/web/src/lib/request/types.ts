import type { CatalogueEntry, FeatureFlags } from '@scf/shared';
import type { ApiError } from './api-error.ts';

/** What the client needs from the UI kit; the shell wires antd's Modal and message here. */
export interface RequestUi {
  /**
   * The 确认登录 dialog. Call onCancel if the dialog can be dismissed without OK, so that the next
   * session code is handled again instead of waiting for a dialog that is gone.
   */
  confirm(opts: { title: string; content: string; onOk: () => void; onCancel: () => void }): void;
  error(text: string, seconds: number): void;
  info(text: string): void;
}

export interface RequestStorage {
  session: Storage;
  local: Storage;
}

export interface RequestDeps {
  /** Prefix of every relative path; absolute URLs (another server) are used as given. */
  apiBase?: string;
  /** Read on every call, so a configuration loaded after start-up takes effect at once. */
  flags: () => FeatureFlags;
  storage?: RequestStorage;
  fetch?: typeof fetch;
  /** Uploads go through XMLHttpRequest because fetch cannot report upload progress. */
  createXhr?: () => XMLHttpRequest;
  /**
   * i18next's translate; the catalogue's messages live under `errors.`. Options fill `{{name}}`
   * placeholders, and their defaultValue is what a key missing from the texts answers.
   */
  t: (key: string, options?: Readonly<Record<string, string | number>>) => string;
  ui: RequestUi;
  /** Clears the session (has_reload included) and goes to /login. */
  onLogout: (opts: { silent: boolean }) => void | Promise<void>;
  /** Locks the screen, or signs out of single sign-on when isIARCasLogin is on. */
  onLock: (entry: CatalogueEntry, error: ApiError) => void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface CallOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Show nothing and log nothing out; only reject. For calls whose caller owns every outcome, such
   * as code-verify calls, which the spec exempts from the re-login confirmation.
   */
  silent?: boolean;
  /** Leave the reply's keys as sent, for maps keyed by codes (the permission map) under isUnderscore. */
  keepReplyKeys?: boolean;
}

export interface RequestOptions extends CallOptions {
  method: HttpMethod;
  path: string;
  /** A JSON value, or FormData for multipart bodies. */
  body?: unknown;
}

export type UploadFields = Record<string, string | number | boolean>;

export interface RequestClient {
  request<T>(options: RequestOptions): Promise<T>;
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  /** Multipart upload of one file (field `file`) with progress from 0 to 100. */
  upload<T>(
    path: string,
    file: Blob,
    fields?: UploadFields,
    onProgress?: (percent: number) => void,
    options?: CallOptions,
  ): Promise<T>;
}
