import type { Transport } from './transport.ts';

/** XMLHttpRequest, because fetch cannot report how much of an upload has been sent. */
export function createXhrTransport(
  createXhr: () => XMLHttpRequest,
  onProgress: ((percent: number) => void) | undefined,
): Transport {
  return ({ url, method, headers, body, signal }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const xhr = createXhr();
      let reported = -1;
      const report = (percent: number) => {
        if (!onProgress || percent === reported) return;
        reported = percent;
        onProgress(percent);
      };
      xhr.open(method, url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.round((event.loaded / event.total) * 100));
      };
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        settle();
        // Small files may finish without a final progress event.
        report(100);
        resolve({
          status: xhr.status,
          header: (name) => xhr.getResponseHeader(name),
          text: xhr.responseText,
        });
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        settle();
        reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      };
      xhr.send(body ?? null);
    });
}
