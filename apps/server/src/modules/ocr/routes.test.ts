import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { buildApp } from '@/app.ts';
import type { App } from '@/app.ts';
import { upload } from '@/modules/files/upload-test-support.ts';
import type { OcrDocument, OcrFields, OcrProvider } from '@/modules/ocr/provider.ts';
import { drawBlankPicture } from '@/test/document-images.ts';
import { createTestDatabase, testClient, testConfig } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

const CODE = withUsccCheckChar('91310115MA1H7XQX3');
const ID = withResidentIdCheckChar('11010519900307123');

/** A provider that answers what the test sets, or fails; it records what it was asked. */
const fake = {
  next: null as Partial<OcrFields[OcrDocument]> | Error | null,
  calls: [] as OcrDocument[],
  closed: false,
};
const provider: OcrProvider = {
  recognise<D extends OcrDocument>(document: D): Promise<OcrFields[D]> {
    fake.calls.push(document);
    const next = fake.next;
    if (next instanceof Error) return Promise.reject(next);
    const empty = {
      businessLicense: {
        companyName: null,
        creditCode: null,
        legalRepresentative: null,
        address: null,
        validityStart: null,
        validityEnd: null,
      },
      idCardFront: { name: null, idNumber: null },
      idCardBack: { validityStart: null, validityEnd: null },
    }[document];
    return Promise.resolve({ ...empty, ...next } as OcrFields[D]);
  },
  close: () => {
    fake.closed = true;
    return Promise.resolve();
  },
};

let db: TestDatabase;
let app: App;
let client: ReturnType<typeof testClient>;
let picture: string;
let pdf: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp(testConfig({ database: db.location }), {
    database: db.database,
    logger: false,
    ocr: provider,
  });
  client = testClient(app);
  await client.get('/health');
  const png = await upload(client, { name: 'licence.png', content: drawBlankPicture() });
  picture = png.json().data.file_name;
  const doc = await upload(client, { name: 'a.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }, 'pdf');
  pdf = doc.json().data.file_hash;
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('POST /api/ocr/business_license', () => {
  it('answers the checked fields in the registration’s names, with 识别成功', async () => {
    fake.next = {
      companyName: '上海星河供应链管理有限公司',
      creditCode: CODE.replace('0', 'O'),
      legalRepresentative: '张伟',
      address: '上海市浦东新区张江路88号',
      validityStart: '2015-03-12',
      validityEnd: '9999-12-31',
    };
    const res = await client.post('/api/ocr/business_license', { file_name: picture, is_front: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error_no: 0,
      error_info: '识别成功',
      data: {
        enterpriseName: '上海星河供应链管理有限公司',
        enterpriseInfo: CODE,
        legalRepr: '张伟',
        businessAddr: '上海市浦东新区张江路88号',
        validityStart: '2015-03-12',
        validityEnd: '9999-12-31',
        validityTerm: '2015-03-12 - 9999-12-31',
        unreadable: [],
      },
    });
  });

  it('accepts the file path or the hash as file_name', async () => {
    const hash = picture.slice(0, 64);
    fake.next = { companyName: '星河公司' };
    for (const fileName of [hash, `/api/files/${hash}`, hash.toUpperCase()]) {
      const res = await client.post('/api/ocr/business_license', { file_name: fileName });
      expect(res.json()).toMatchObject({ error_no: 0, data: { enterpriseName: '星河公司' } });
    }
  });

  it('names a field that failed its check instead of returning it', async () => {
    fake.next = { companyName: '星河公司', creditCode: CODE.slice(0, 17) + (CODE.endsWith('1') ? '2' : '1') };
    const res = await client.post('/api/ocr/business_license', { file_name: picture });
    expect(res.json().data).toMatchObject({ enterpriseName: '星河公司', enterpriseInfo: null });
    expect(res.json().data.unreadable).toContain('enterpriseInfo');
  });

  it('answers 内容无法识别，请重新上传！ when nothing passed, and for a file that is no picture', async () => {
    fake.next = { creditCode: 'GARBAGE' };
    const res = await client.post('/api/ocr/business_license', { file_name: picture });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.OCR_UNREADABLE,
      error_info: '内容无法识别，请重新上传！',
    });
    const calls = fake.calls.length;
    const notPicture = await client.post('/api/ocr/business_license', { file_name: pdf });
    expect(notPicture.json()).toMatchObject({ error_no: ERROR_CODES.OCR_UNREADABLE });
    expect(fake.calls.length).toBe(calls);
  });

  it('answers OCR识别失败 when the provider fails', async () => {
    fake.next = new Error('engine crashed');
    const res = await client.post('/api/ocr/business_license', { file_name: picture });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.OCR_FAILED, error_info: 'OCR识别失败' });
  });

  it('refuses a malformed or unknown file_name, naming the field', async () => {
    const bad = await client.post('/api/ocr/business_license', { file_name: 'licence.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'fileName: 文件标识应为64位十六进制字符',
    });
    const missing = await client.post('/api/ocr/business_license', {});
    expect(missing.json().error_info).toBe('fileName: 输入不能为空');
    const unknown = await client.post('/api/ocr/business_license', { file_name: '0'.repeat(64) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_no: ERROR_CODES.NOT_FOUND });
  });

  it('needs the CSRF token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ocr/business_license',
      payload: { file_name: picture },
    });
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.BAD_REQUEST_ENV });
  });
});

describe('POST /api/ocr/id_card', () => {
  it('reads the front or the back as is_front says', async () => {
    fake.next = { name: '李娜', idNumber: ID };
    const front = await client.post('/api/ocr/id_card', { file_name: picture, is_front: true });
    expect(front.json()).toEqual({
      error_no: 0,
      error_info: '识别成功',
      data: { legalPerson: '李娜', legalPersonCertNo: ID, unreadable: [] },
    });
    expect(fake.calls.at(-1)).toBe('idCardFront');
    fake.next = { validityStart: '2016-05-20', validityEnd: '2036-05-20' };
    const back = await client.post('/api/ocr/id_card', { file_name: picture, is_front: '0' });
    expect(back.json().data).toEqual({
      validityStart: '2016-05-20',
      validityEnd: '2036-05-20',
      legalpersonicvalidity: '2016-05-20-2036-05-20',
      unreadable: [],
    });
    expect(fake.calls.at(-1)).toBe('idCardBack');
  });

  it('needs is_front', async () => {
    const res = await client.post('/api/ocr/id_card', { file_name: picture });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_info).toBe('isFront: 输入不能为空');
  });
});

describe('/peripheral/ocr', () => {
  it('answers idInfoObj with realName and idNo', async () => {
    fake.next = { name: '李娜', idNumber: ID.slice(0, 17) + (ID.endsWith('1') ? '2' : '1') };
    const res = await client.post('/peripheral/ocr/id_card', { file_name: picture, is_front: 'true' });
    expect(res.json()).toEqual({
      error_no: 0,
      error_info: '识别成功',
      data: {
        idInfoObj: { realName: '李娜', idNo: null, validityStart: null, validityEnd: null, validity: null },
        unreadable: ['idNo'],
      },
    });
  });

  it('answers licenseInfoObj for the licence', async () => {
    fake.next = { companyName: '星河公司', creditCode: CODE, validityEnd: '9999-12-31' };
    const res = await client.post('/peripheral/ocr/business_license', { file_name: picture });
    expect(res.json().data).toEqual({
      licenseInfoObj: {
        compName: '星河公司',
        uscCode: CODE,
        legalPerson: null,
        address: null,
        validityStart: null,
        validityEnd: '9999-12-31',
        validityTerm: null,
      },
      unreadable: ['legalPerson', 'address', 'validityStart', 'validityTerm'],
    });
  });
});

describe('provider ownership', () => {
  it('leaves a provider it was given open when the app closes', async () => {
    const other = await buildApp(testConfig({ database: db.location }), {
      database: db.database,
      logger: false,
      ocr: provider,
    });
    await other.close();
    expect(fake.closed).toBe(false);
  });
});
