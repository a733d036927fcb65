import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { testClient } from '@/test/test-app.ts';

/** A multipart/form-data body with one file part (and optional fields before it), as a browser sends. */
export function multipartBody(
  file: { name: string; content: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----scf${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Client = ReturnType<typeof testClient>;

/** Uploads through POST /api/file/upload with the client's session and CSRF token. */
export function upload(
  client: Client,
  file: { name: string; content: Buffer; type?: string } | null,
  accept?: string,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(file);
  const url = accept === undefined ? '/api/file/upload' : `/api/file/upload?accept=${accept}`;
  return client.request({ method: 'POST', url, payload, headers });
}
