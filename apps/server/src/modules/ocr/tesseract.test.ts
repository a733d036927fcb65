import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { upload } from '@/modules/files/upload-test-support.ts';
import { drawBusinessLicence, drawIdCardBack, drawIdCardFront } from '@/test/document-images.ts';
import { createTestApp, testClient } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

/**
 * The real provider (tesseract.js with the installed chi_sim model) on the pictures of
 * test/document-images.ts. Each recognition takes about a second on two cores, the first a few more
 * (the worker starts), so these stay few.
 */

// This engine reads the 0 after MA as the letter O here; the check character confirms the fix.
const CODE = withUsccCheckChar('91110108MA01C2XJ3');
const ID = withResidentIdCheckChar('11010519900307123');
const OCR_TIMEOUT = 120_000;

let t: TestApp;
let client: ReturnType<typeof testClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = testClient(t.app);
  await client.get('/health');
});
afterAll(() => t.close());

async function uploaded(name: string, content: Buffer): Promise<string> {
  const res = await upload(client, { name, content, type: 'image/png' });
  expect(res.json()).toMatchObject({ is_success: true });
  return res.json().data.file_path as string;
}

describe('tesseract provider through the API', () => {
  it(
    'reads a business licence',
    async () => {
      const filePath = await uploaded(
        '营业执照.png',
        drawBusinessLicence({
          creditCode: CODE,
          companyName: '上海星河供应链管理有限公司',
          legalRepresentative: '张伟',
          address: '上海市浦东新区张江路88号',
          validityStart: '2015-03-12',
          validityEnd: '2045-03-11',
        }),
      );
      const res = await client.post('/api/ocr/business_license', { file_name: filePath, is_front: true });
      expect(res.json()).toEqual({
        error_no: 0,
        error_info: '识别成功',
        data: {
          enterpriseName: '上海星河供应链管理有限公司',
          enterpriseInfo: CODE,
          legalRepr: '张伟',
          businessAddr: '上海市浦东新区张江路88号',
          validityStart: '2015-03-12',
          validityEnd: '2045-03-11',
          validityTerm: '2015-03-12 - 2045-03-11',
          unreadable: [],
        },
      });
    },
    OCR_TIMEOUT,
  );

  it(
    'reads the front of an ID card (peripheral reply)',
    async () => {
      const filePath = await uploaded(
        'id-front.png',
        drawIdCardFront({
          name: '李娜',
          sex: '女',
          birth: '1990年3月7日',
          address: '北京市朝阳区建国路1号',
          idNumber: ID,
        }),
      );
      const res = await client.post('/peripheral/ocr/id_card', { file_name: filePath, is_front: true });
      expect(res.json()).toMatchObject({
        error_no: 0,
        data: { idInfoObj: { realName: '李娜', idNo: ID }, unreadable: [] },
      });
    },
    OCR_TIMEOUT,
  );

  it(
    'reads the back of an ID card',
    async () => {
      const filePath = await uploaded(
        'id-back.png',
        drawIdCardBack({ issuer: '北京市公安局朝阳分局', validity: '2016.05.20-2036.05.20' }),
      );
      const res = await client.post('/api/ocr/id_card', { file_name: filePath, is_front: false });
      expect(res.json()).toMatchObject({
        error_no: 0,
        data: { validityStart: '2016-05-20', validityEnd: '2036-05-20', unreadable: [] },
      });
    },
    OCR_TIMEOUT,
  );
});
