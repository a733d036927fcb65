import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { upload } from '@/modules/files/upload-test-support.ts';
import { createTestApp, testClient } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

/**
 * The real provider (tesseract.js with the installed chi_sim model) on pictures drawn here: black
 * text on a light ground, as a scan of a licence or an ID card reads. Each recognition takes about a
 * second on two cores, the first a few more (the worker starts), so these stay few.
 */

const FONT = 'Test Noto Sans CJK';
GlobalFonts.registerFromPath('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', FONT);

// This engine reads the 0 after MA as the letter O here; the check character confirms the fix.
const CODE = withUsccCheckChar('91110108MA01C2XJ3');
const ID = withResidentIdCheckChar('11010519900307123');
const OCR_TIMEOUT = 120_000;

function document(title: string | null, lines: string[]): Buffer {
  const size = 48;
  const canvas = createCanvas(1400, 160 + lines.length * size * 2);
  const g = canvas.getContext('2d');
  g.fillStyle = '#faf6ea';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111111';
  if (title) {
    g.font = `64px "${FONT}"`;
    g.fillText(title, 520, 90);
  }
  g.font = `${size}px "${FONT}"`;
  lines.forEach((line, i) => g.fillText(line, 70, 190 + i * size * 2));
  return canvas.toBuffer('image/png');
}

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
        document('营业执照', [
          `统一社会信用代码 ${CODE}`,
          '名称 上海星河供应链管理有限公司',
          '类型 有限责任公司',
          '法定代表人 张伟',
          '住所 上海市浦东新区张江路88号',
          '营业期限 2015年03月12日 至 2045年03月11日',
        ]),
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
        document(null, [
          '姓名 李娜',
          '性别 女 民族 汉',
          '出生 1990年3月7日',
          '住址 北京市朝阳区建国路1号',
          `公民身份号码 ${ID}`,
        ]),
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
        document('中华人民共和国居民身份证', [
          '签发机关 北京市公安局朝阳分局',
          '有效期限 2016.05.20-2036.05.20',
        ]),
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
