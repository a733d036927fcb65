import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { UPLOAD_LIMITS } from '@scf/shared/schemas/upload';
import { files } from '@/db/schema.ts';
import { sha256Hex } from '@/modules/files/store.ts';
import { acceptedType, sniffKind } from '@/modules/files/sniff.ts';
import { cleanFileName } from '@/modules/files/upload.ts';
import { multipartBody, upload } from '@/modules/files/upload-test-support.ts';
import { rowCount } from '@/modules/user/test-support.ts';
import { createTestApp, testClient } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function picture(format: 'image/png' | 'image/jpeg', colour = '#3366aa'): Buffer {
  const canvas = createCanvas(8, 8);
  const g = canvas.getContext('2d');
  g.fillStyle = colour;
  g.fillRect(0, 0, 8, 8);
  return format === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

/** A visitor with a session cookie and its CSRF token, as the browser has after loading a page. */
async function visitor() {
  const client = testClient(t.app);
  await client.get('/health');
  expect(client.csrf).toBeTruthy();
  return client;
}

const IMAGE_TYPE = '请上传格式为 jpg,jpeg,png,gif 的图片';

describe('POST /api/file/upload', () => {
  it('stores a picture under its hash and answers is_success with the file path', async () => {
    const client = await visitor();
    const content = picture('image/png');
    const res = await upload(client, { name: '营业执照.png', content, type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const hash = sha256Hex(content);
    expect(res.json()).toEqual({
      error_no: 0,
      error_info: '',
      is_success: true,
      error_msg: '',
      data: {
        file_path: `/api/files/${hash}`,
        file_hash: hash,
        file_name: `${hash}.png`,
        original_file_name: '营业执照.png',
        content_type: 'image/png',
        size: content.length,
      },
    });
    const served = await client.get(`/api/files/${hash}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('types a file by its bytes: JPEG bytes under a .png name are a JPEG', async () => {
    const client = await visitor();
    const content = picture('image/jpeg', '#aa3366');
    const res = await upload(client, { name: 'photo.png', content, type: 'image/png' });
    expect(res.json()).toMatchObject({
      is_success: true,
      data: { file_name: `${sha256Hex(content)}.jpg`, content_type: 'image/jpeg' },
    });
  });

  it('refuses text bytes named .png and stores nothing', async () => {
    const client = await visitor();
    const before = await rowCount(t.database.db, files);
    const res = await upload(client, {
      name: 'fake.png',
      content: Buffer.from('not a picture at all'),
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error_no: ERROR_CODES.FILE_TYPE_REFUSED,
      error_info: IMAGE_TYPE,
      is_success: false,
      error_msg: IMAGE_TYPE,
      data: null,
    });
    expect(await rowCount(t.database.db, files)).toBe(before);
  });

  it('refuses a picture over 5 MB with the spec text and stores nothing', async () => {
    const client = await visitor();
    const before = await rowCount(t.database.db, files);
    const png = picture('image/png');
    const content = Buffer.concat([png, Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1 - png.length)]);
    const res = await upload(client, { name: 'big.png', content });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.PAYLOAD_TOO_LARGE,
      is_success: false,
      error_msg: '超出文件大小限制，文件太大，不能超过 5 M',
    });
    expect(await rowCount(t.database.db, files)).toBe(before);
  });

  it('accepts exactly 5 MB', async () => {
    const client = await visitor();
    const png = picture('image/png', '#010203');
    const content = Buffer.concat([png, Buffer.alloc(UPLOAD_LIMITS.maxBytes - png.length)]);
    const res = await upload(client, { name: 'edge.png', content });
    expect(res.json()).toMatchObject({ is_success: true, data: { size: UPLOAD_LIMITS.maxBytes } });
  });

  it('refuses a request without a file, or not multipart, storing nothing', async () => {
    const client = await visitor();
    const before = await rowCount(t.database.db, files);
    const { payload, headers } = multipartBody(null, { note: 'no file here' });
    const empty = await client.request({ method: 'POST', url: '/api/file/upload', payload, headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      is_success: false,
      error_msg: '请选择要上传的文件',
    });
    const json = await client.post('/api/file/upload', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ is_success: false, error_msg: '请选择要上传的文件' });
    const zero = await upload(client, { name: 'zero.png', content: Buffer.alloc(0) });
    expect(zero.json()).toMatchObject({ error_no: ERROR_CODES.FILE_TYPE_REFUSED, error_msg: IMAGE_TYPE });
    expect(await rowCount(t.database.db, files)).toBe(before);
  });

  it('refuses an upload cut off mid-way (400, not a server error) and stores nothing', async () => {
    const client = await visitor();
    const before = await rowCount(t.database.db, files);
    const png = picture('image/png');
    const { payload, headers } = multipartBody({ name: 'cut.png', content: Buffer.concat([png, png]) });
    for (const cut of [0.2, 0.6, 0.95]) {
      const res = await client.request({
        method: 'POST',
        url: '/api/file/upload',
        payload: payload.subarray(0, Math.floor(payload.length * cut)),
        headers,
      });
      expect(res.statusCode, `cut at ${cut}`).toBe(400);
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, is_success: false });
    }
    expect(await rowCount(t.database.db, files)).toBe(before);
  });

  it('needs the session and its CSRF token, like every write', async () => {
    const before = await rowCount(t.database.db, files);
    const { payload, headers } = multipartBody({ name: 'a.png', content: picture('image/png', '#ffffff') });
    const res = await t.app.inject({ method: 'POST', url: '/api/file/upload', payload, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.BAD_REQUEST_ENV });
    expect(await rowCount(t.database.db, files)).toBe(before);
  });

  it('checks documents against the materials list: a PDF passes, a PDF for an image upload does not', async () => {
    const client = await visitor();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const asDocument = await upload(client, { name: '申请书.pdf', content: pdf }, 'document');
    expect(asDocument.json()).toMatchObject({
      is_success: true,
      data: { content_type: 'application/pdf', original_file_name: '申请书.pdf' },
    });
    const asImage = await upload(client, { name: 'scan.jpg', content: pdf }, 'image');
    expect(asImage.json()).toMatchObject({ is_success: false, error_msg: IMAGE_TYPE });
    const exe = await upload(
      client,
      { name: 'x.pdf', content: Buffer.from([0x4d, 0x5a, 0, 0, 1, 2]) },
      'pdf',
    );
    expect(exe.json()).toMatchObject({ is_success: false, error_msg: '请按照规定大小与格式上传文件' });
  });

  it('refuses an unknown accept value, naming the field', async () => {
    const client = await visitor();
    const res = await upload(client, { name: 'a.png', content: picture('image/png') }, 'exe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'accept: 输入不能为空',
    });
  });

  it('limits uploads per address to 30 a minute', async () => {
    const limited = await createTestApp();
    try {
      const client = testClient(limited.app);
      await client.get('/health');
      const content = Buffer.from('plain text');
      for (let i = 0; i < 30; i += 1) {
        const res = await upload(client, { name: 'a.txt', content }, 'document');
        expect(res.statusCode).toBe(200);
      }
      const refused = await upload(client, { name: 'a.txt', content }, 'document');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error_no: ERROR_CODES.TOO_MANY_REQUESTS });
    } finally {
      await limited.close();
    }
  });
});

describe('sniffing', () => {
  it('names containers by their magic numbers, and text by its encoding', () => {
    expect(sniffKind(picture('image/png'))).toBe('png');
    expect(sniffKind(picture('image/jpeg'))).toBe('jpeg');
    expect(sniffKind(Buffer.from('GIF89a\x01\x00'))).toBe('gif');
    expect(sniffKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('zip');
    expect(sniffKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('ole2');
    expect(sniffKind(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0]))).toBe('7z');
    expect(sniffKind(Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'))).toBe('rar');
    expect(sniffKind(Buffer.from('融资申请\r\n'))).toBe('text');
    expect(sniffKind(Buffer.from([0xc8, 0xda, 0xd7, 0xca]))).toBe('text'); // 融资 in GB 18030
    expect(sniffKind(Buffer.from([0x00, 0x01, 0x02]))).toBeNull();
  });

  it('lets the name choose only within the container the bytes prove', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]);
    const docs = ['docx', 'zip', 'pdf'];
    expect(acceptedType(zip, '合同.docx', docs)?.contentType).toMatch(/wordprocessingml/);
    expect(acceptedType(zip, 'archive.pdf', docs)?.extension).toBe('zip');
    expect(acceptedType(zip, 'a.docx', ['pdf'])).toBeNull();
    expect(acceptedType(Buffer.from('abc'), 'a.txt', ['txt'])?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('keeps the file name without folders or control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\执照.png', 'png')).toBe('执照.png');
    expect(cleanFileName('../../etc/pass\u0000wd.png', 'png')).toBe('passwd.png');
    expect(cleanFileName('   ', 'gif')).toBe('upload.gif');
    expect(cleanFileName(`${'名'.repeat(300)}.png`, 'png')).toHaveLength(UPLOAD_LIMITS.fileNameMax);
  });
});
