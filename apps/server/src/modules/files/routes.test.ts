import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { files } from '@/db/schema.ts';
import { sha256Hex, storeFile } from '@/modules/files/store.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import { rowCount } from '@/modules/user/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describe('storeFile', () => {
  it('keys the bytes by their SHA-256 and stores them once', async () => {
    const first = await storeFile(t.database.db, {
      content: Buffer.from('hello'),
      originalFileName: 'a.txt',
      contentType: 'text/plain; charset=utf-8',
    });
    expect(first.fileHash).toBe(sha256Hex(Buffer.from('hello')));
    expect(first.fileHash).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    expect(first.url).toBe(`/api/files/${first.fileHash}`);
    const before = await rowCount(t.database.db, files);
    const again = await storeFile(t.database.db, {
      content: Buffer.from('hello'),
      originalFileName: 'b.txt',
      contentType: 'text/plain',
    });
    expect(again).toEqual(first);
    expect(await rowCount(t.database.db, files)).toBe(before);
  });
});

describe('GET /api/files/:fileHash', () => {
  it('serves the bytes with their type, an ETag and a year-long immutable cache', async () => {
    const content = Buffer.from([0, 1, 2, 250, 255]);
    const { url, fileHash } = await storeFile(t.database.db, {
      content,
      originalFileName: 'bin.dat',
      contentType: 'application/octet-stream',
    });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers.etag).toBe(`"${fileHash}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);

    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"${fileHash}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('accepts the hash in upper case', async () => {
    const { fileHash } = await storeFile(t.database.db, {
      content: Buffer.from('case'),
      originalFileName: 'c.txt',
      contentType: 'text/plain',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${fileHash.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('case');
  });

  it('downloads under the original Chinese name (RFC 5987) with ?download=1', async () => {
    const { url } = await storeFile(t.database.db, {
      content: Buffer.from('模板内容'),
      originalFileName: '融资申请书 (模板).txt',
      contentType: 'text/plain; charset=utf-8',
    });
    const res = await t.app.inject({ method: 'GET', url: `${url}?download=1` });
    expect(res.statusCode).toBe(200);
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1]!;
    expect(encoded).not.toMatch(/[()\s]/);
    expect(decodeURIComponent(encoded)).toBe('融资申请书 (模板).txt');
    expect(res.body).toBe('模板内容');
  });

  it('serves an SVG under a sandboxing CSP, so its script cannot run', async () => {
    const { url } = await storeFile(t.database.db, {
      content: SVG,
      originalFileName: 'logo.svg',
      contentType: 'image/svg+xml',
    });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('answers 404 with an envelope for an unknown hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${'0'.repeat(64)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.NOT_FOUND, error_info: '文件不存在' });
  });

  it('refuses a malformed hash or download flag, naming the field', async () => {
    for (const url of ['/api/files/abc', `/api/files/${'g'.repeat(64)}`, `/api/files/${'0'.repeat(65)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'fileHash: 文件标识应为64位十六进制字符',
      });
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${'0'.repeat(64)}?download=yes` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_info).toMatch(/^download: /);
  });
});
