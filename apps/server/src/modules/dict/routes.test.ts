import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankRow, PageConfig } from '@scf/shared/schemas/product';
import { signIn, visitor } from '@/modules/user/test-support.ts';
import type { Client } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let guest: Client;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  guest = await visitor(t.app);
});
afterAll(() => t.close());

const rowsOf = async (path: string, language?: string, body: unknown = {}) => {
  const res = await guest.request({
    method: 'POST',
    url: path,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const { rows, total } = res.json().data as { rows: unknown[]; total: number };
  expect(total).toBe(rows.length);
  return rows;
};

describe('dictionaries', () => {
  it('guarantee types, in the request language', async () => {
    expect(await rowsOf('/api/sys/get_guarant_type_dict_list')).toEqual([
      { value: 'credit', desc: '信用' },
      { value: 'guarantee', desc: '保证' },
      { value: 'mortgage', desc: '抵押' },
      { value: 'pledge', desc: '质押' },
    ]);
    expect(await rowsOf('/api/sys/get_guarant_type_dict_list', 'zh-TW')).toContainEqual({
      value: 'pledge',
      desc: '質押',
    });
    expect(await rowsOf('/api/sys/get_guarant_type_dict_list', 'en-US,en;q=0.8')).toContainEqual({
      value: 'credit',
      desc: 'Unsecured',
    });
  });

  it('loan amount presets: under 100 / 200 / 300 / 400 / 500 ten-thousand yuan', async () => {
    const rows = await rowsOf('/api/sys/get_loan_amount_dict_list');
    expect(rows).toEqual(
      [100, 200, 300, 400, 500].map((n) => ({ value: String(n), desc: `${n}万以下`, amountUnder: n })),
    );
  });

  it('rate presets with their bounds in percent', async () => {
    expect(await rowsOf('/api/sys/get_rate_dict_list')).toEqual([
      { value: '0-4', desc: '4%以下', rateStart: null, rateEnd: 4 },
      { value: '4-6', desc: '4%-6%', rateStart: 4, rateEnd: 6 },
      { value: '6-8', desc: '6%-8%', rateStart: 6, rateEnd: 8 },
      { value: '8-', desc: '8%以上', rateStart: 8, rateEnd: null },
    ]);
  });

  it('loan types: the four of the spec', async () => {
    const rows = (await rowsOf('/api/sys/get_loan_type_dict_list')) as { value: string }[];
    expect(rows.map((r) => r.value)).toEqual(['LOGMIS', 'SCBC', 'WMS', 'FSP']);
  });

  it('repayment methods: the dictionary the product release form offers, named', async () => {
    const rows = (await rowsOf('/api/sys/get_repay_type_dict_list')) as { value: string; desc: string }[];
    expect(rows).toEqual([
      { value: 'interest_first', desc: '先息后本' },
      { value: 'equal_installment', desc: '等额本息' },
      { value: 'bullet', desc: '到期一次还本付息' },
    ]);
  });

  it('take no body, an empty one, or stray fields', async () => {
    for (const body of [undefined, {}, { anything: 1 }]) {
      expect(await rowsOf('/api/sys/get_loan_type_dict_list', undefined, body)).toHaveLength(4);
    }
  });
});

describe('banks', () => {
  it('the fixed list of about 33 banks, with a default branch for some', async () => {
    const rows = (await rowsOf('/api/sys/get_bank_list')) as BankRow[];
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.bankCode)).size).toBe(rows.length);
    expect(rows).toContainEqual({
      bankCode: 'ICBC',
      bankName: '中国工商银行',
      defaultBranchNo: '102100099996',
      defaultBranchName: '中国工商银行股份有限公司总行清算中心',
    });
    const withBranch = rows.filter((r) => r.defaultBranchNo !== null);
    expect(withBranch.length).toBeGreaterThan(5);
    expect(withBranch.length).toBeLessThan(rows.length);
    expect(withBranch.every((r) => /^\d{12}$/.test(r.defaultBranchNo!) && r.defaultBranchName)).toBe(true);
  });
});

describe('page configuration', () => {
  const config = async (client: Client) =>
    (await client.post('/api/sys/get_system_page_config', {})).json().data as PageConfig;

  it('gives the tenant’s platform name and logos served as SVG files', async () => {
    const data = await config(guest);
    expect(data.platformName).toBe('供应链金融服务平台');
    for (const url of [data.headerLogoUrl, data.loginLogoUrl, data.footerLogoUrl]) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
      const res = await guest.get(url!);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });

  it('is the session’s tenant’s for a signed-in user', async () => {
    const t2 = await visitor(t.app);
    await signIn(t2, { account: 'comp01', password: 'Comp@12345', tenantId: 'T002' });
    expect((await config(t2)).platformName).toBe('产融协同服务平台');
  });
});
