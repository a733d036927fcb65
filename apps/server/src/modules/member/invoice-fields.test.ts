import { describe, expect, it } from 'vitest';
import { extractInvoiceFields } from '@/modules/member/invoice-fields.ts';
import { periodProblem, sixMonthsBefore } from '@/modules/member/invoice-check.ts';

/** Text as invoice-pdf-text.ts gives it: lines in reading order, wide gaps as tabs. */
const DIGITAL = [
  '电子发票（普通发票）\t发票号码：25312000000012345678',
  '开票日期：2025年11月03日',
  '购\t销',
  '买\t名称： 华东重工集团有限公司\t售\t名称： 上海浦江精密零部件（集团）有限公司',
  '方\t方',
  '信\t统一社会信用代码/纳税人识别号： 91310115MA1G7H4K2W\t信\t统一社会信用代码/纳税人识别号： 91310115MA1H8K2P3X',
  '息\t息',
  '项目名称\t规格型号\t单位\t数量\t单价\t金额\t税率/征收率\t税额',
  '*金属制品*精密轴承\tZ-6204\t套\t200\t50.00\t10000.00\t13%\t1300.00',
  '合\t计\t¥10000.00\t¥1300.00',
  '价税合计（大写）\t壹万壹仟叁佰圆整\t（小写） ¥11,300.00',
  '开票人： 张敏',
].join('\n');

/** The older 增值税电子普通发票: buyer block above the items, seller block below, half-width colons. */
const LEGACY = [
  '增值税电子普通发票\t发票代码: 031001900111',
  '发票号码: 08812345',
  '开票日期: 2025年09月15日',
  '校 验 码: 12345 67890 12345 67890',
  '购\t名    称: 华东重工集团有限公司\t密',
  '买\t纳税人识别号: 91310115MA1G7H4K2W\t码',
  '方\t地 址、电 话: 上海市浦东新区张江路1388号 021-58881234\t区',
  '开户行及账号: 交通银行上海张江支行 310066726018800012345',
  '货物或应税劳务、服务名称\t规格型号\t单位\t数量\t单价\t金额\t税率\t税额',
  '*包装材料*瓦楞纸箱\tA3\t个\t1000\t2.00\t2000.00\t13%\t260.00',
  '价税合计(大写)\t⊗贰仟贰佰陆拾圆整\t(小写)¥2260.00',
  '销\t名    称: 苏州工业园区恒信包装材料有限公司',
  '售\t纳税人识别号: 91320594MA1N6QX7LY',
  '方\t地 址、电 话: 苏州工业园区星湖街328号 0512-62881234',
  '开户行及账号: 中国银行苏州工业园区支行 512345678901',
  '收款人: 李红\t复核: 王强\t开票人: 赵丽\t销售方:(章)',
].join('\n');

describe('extractInvoiceFields', () => {
  it('reads a 数电票: number, date, buyer and seller side by side, total', () => {
    expect(extractInvoiceFields(DIGITAL)).toEqual({
      invoiceNo: '25312000000012345678',
      issueDate: '2025-11-03',
      buyerName: '华东重工集团有限公司',
      buyerTaxId: '91310115MA1G7H4K2W',
      sellerName: '上海浦江精密零部件（集团）有限公司',
      sellerTaxId: '91310115MA1H8K2P3X',
      totalFen: 1_130_000,
    });
  });

  it('reads a 增值税电子普通发票: buyer block above, seller block below', () => {
    expect(extractInvoiceFields(LEGACY)).toEqual({
      invoiceNo: '08812345',
      issueDate: '2025-09-15',
      buyerName: '华东重工集团有限公司',
      buyerTaxId: '91310115MA1G7H4K2W',
      sellerName: '苏州工业园区恒信包装材料有限公司',
      sellerTaxId: '91320594MA1N6QX7LY',
      totalFen: 226_000,
    });
  });

  it('takes a value from the next cell when a wide gap separates it from its label', () => {
    const fields = extractInvoiceFields('名称：\t华东重工集团有限公司\n纳税人识别号：\t91310115MA1G7H4K2W');
    expect(fields.buyerName).toBe('华东重工集团有限公司');
    expect(fields.buyerTaxId).toBe('91310115MA1G7H4K2W');
  });

  it('stops a value at the next label when the columns run together', () => {
    const fields = extractInvoiceFields('名称：华东重工集团有限公司 名称：上海浦江精密零部件有限公司');
    expect(fields.buyerName).toBe('华东重工集团有限公司');
    expect(fields.sellerName).toBe('上海浦江精密零部件有限公司');
  });

  it('drops letter spacing inside Chinese names', () => {
    expect(extractInvoiceFields('名称：华 东 重 工 集 团 有 限 公 司').buyerName).toBe(
      '华东重工集团有限公司',
    );
  });

  it('answers null for what is missing or malformed', () => {
    expect(extractInvoiceFields('开票日期：2025年02月30日\n名称：\n纳税人识别号：ABC\n发票号码：12')).toEqual(
      {
        invoiceNo: null,
        issueDate: null,
        buyerName: null,
        buyerTaxId: null,
        sellerName: null,
        sellerTaxId: null,
        totalFen: null,
      },
    );
  });

  it('accepts a dashed date and a total given only on the 价税合计 line', () => {
    const fields = extractInvoiceFields('开票日期：2025-10-08\n价税合计 壹仟圆整 ¥1000');
    expect(fields.issueDate).toBe('2025-10-08');
    expect(fields.totalFen).toBe(100_000);
  });
});

describe('the six-month period', () => {
  it('starts on the same day six months before', () => {
    expect(sixMonthsBefore('2026-11-22')).toBe('2026-05-22');
    expect(sixMonthsBefore('2026-03-15')).toBe('2025-09-15');
    expect(sixMonthsBefore('2026-06-30')).toBe('2025-12-30');
  });

  it('falls back to the last day of a shorter month', () => {
    expect(sixMonthsBefore('2026-08-31')).toBe('2026-02-28');
    expect(sixMonthsBefore('2028-08-31')).toBe('2028-02-29');
    expect(sixMonthsBefore('2026-12-31')).toBe('2026-06-30');
  });

  it('accepts today and the first day, refuses the day before and tomorrow', () => {
    expect(periodProblem('2026-11-22', '2026-11-22')).toBeNull();
    expect(periodProblem('2026-05-22', '2026-11-22')).toBeNull();
    expect(periodProblem('2026-05-21', '2026-11-22')).toBe('tooOld');
    expect(periodProblem('2026-11-23', '2026-11-22')).toBe('futureDate');
  });
});
