import { SESSION_KEYS } from '@scf/shared';
import type { FeatureFlags } from '@scf/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from './api-error.ts';
import { setup } from './test-fakes.ts';

/** Just enough of XMLHttpRequest to drive the upload path by hand. */
class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  requestHeaders: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  body: unknown;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function setupUpload(flags: Partial<FeatureFlags> = {}) {
  const xhrs: FakeXhr[] = [];
  const env = setup({
    flags,
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  const lastXhr = () => {
    const xhr = xhrs.at(-1);
    if (!xhr) throw new Error('no XMLHttpRequest was made');
    return xhr;
  };
  return { ...env, lastXhr };
}

const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });

describe('upload', () => {
  it('posts the file with credentials and the CSRF token, and reports progress up to 100', async () => {
    const { client, storage, lastXhr } = setupUpload();
    storage.session.setItem(SESSION_KEYS.csrf, 'tok-1');
    const onProgress = vi.fn();
    const result = client.upload<{ fileId: string }>(
      '/api/file/upload',
      file,
      { bizType: ' licence ' },
      onProgress,
    );
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/base/api/file/upload');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.requestHeaders['x-csrf-token']).toBe('tok-1');
    // The browser sets the multipart content type with its boundary.
    expect(xhr.requestHeaders['content-type']).toBeUndefined();

    xhr.progress(0, 200);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(200, { error_no: 0, data: { file_id: 'f1' } }, { 'x-csrf-token': 'tok-2' });
    await expect(result).resolves.toEqual({ fileId: 'f1' });
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 25, 100]);
    expect(storage.session.getItem(SESSION_KEYS.csrf)).toBe('tok-2');
  });

  it('sends fields trimmed and escaped under their own names, and the file untouched', async () => {
    const { client, lastXhr } = setupUpload({ isOpenXss: true, isUnderscore: true });
    const result = client.upload('/api/file/upload', file, { bizType: ' <x> ', size: 3 });
    const form = lastXhr().body as FormData;
    expect(form.get('bizType')).toBe('&lt;x&gt;');
    expect(form.get('size')).toBe('3');
    expect((form.get('file') as File).name).toBe('licence.pdf');
    lastXhr().respond(200, { error_no: 0, data: null });
    await result;
  });

  it('reports 100 when the upload finishes without a final progress event', async () => {
    const { client, lastXhr } = setupUpload();
    const onProgress = vi.fn();
    const result = client.upload('/u', file, {}, onProgress);
    lastXhr().respond(200, { error_no: 0, data: null });
    await result;
    expect(onProgress).toHaveBeenCalledWith(100);
  });

  it('follows the error rules: the server error_msg for 3 seconds and an ApiError', async () => {
    const { client, ui, lastXhr } = setupUpload();
    const result = client.upload('/u', file);
    lastXhr().respond(200, { error_no: 2001, error_msg: '文件过大' });
    const error: unknown = await result.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 2001, info: '文件过大' });
    expect(ui.error).toHaveBeenCalledWith('文件过大', 3);
  });

  it('opens the relogin dialog for session codes, as the fetch path does', async () => {
    const { client, ui, lastXhr } = setupUpload();
    const result = client.upload('/u', file);
    lastXhr().respond(200, { error_no: -100 });
    await expect(result).rejects.toMatchObject({ code: -100 });
    expect(ui.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: '确认登录', content: '会话已失效,请重新登录' }),
    );
  });

  it('turns a connection failure into the network error', async () => {
    const { client, ui, lastXhr } = setupUpload();
    const result = client.upload('/u', file);
    lastXhr().onerror?.();
    await expect(result).rejects.toMatchObject({ code: NETWORK_ERROR_CODE, httpStatus: 0 });
    expect(ui.error).toHaveBeenCalledWith('网络异常，请稍后重试', 3);
  });

  it('aborts through the signal without showing anything', async () => {
    const { client, ui, lastXhr } = setupUpload();
    const controller = new AbortController();
    const result = client.upload('/u', file, {}, undefined, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
    expect(ui.error).not.toHaveBeenCalled();
  });
});
