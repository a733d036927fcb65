import { describe, expect, it } from 'vitest';
import { fromReplyData, toFormBody, toJsonBody, toQueryString } from './transform.ts';

const on = { isOpenXss: true, isUnderscore: true };
const off = { isOpenXss: false, isUnderscore: false };
const parse = (text: string | undefined) => JSON.parse(text ?? 'null') as unknown;

describe('toJsonBody', () => {
  it('trims strings at every depth', () => {
    const body = {
      name: '  Acme ',
      nested: { list: [' a ', { deep: '\tb\n' }], n: 3, ok: true, none: null },
    };
    expect(parse(toJsonBody(body, off))).toEqual({
      name: 'Acme',
      nested: { list: ['a', { deep: 'b' }], n: 3, ok: true, none: null },
    });
  });

  it('escapes angle brackets everywhere but in fields named content, when isOpenXss is on', () => {
    const body = {
      title: '<b>x</b>',
      content: '<p>rich</p>',
      items: [{ note: 'a>b', content: { html: '<i>kept</i>' } }],
    };
    expect(parse(toJsonBody(body, { isOpenXss: true, isUnderscore: false }))).toEqual({
      title: '&lt;b&gt;x&lt;/b&gt;',
      content: '<p>rich</p>',
      items: [{ note: 'a&gt;b', content: { html: '<i>kept</i>' } }],
    });
  });

  it('leaves angle brackets alone when isOpenXss is off', () => {
    expect(parse(toJsonBody({ title: ' <b> ' }, off))).toEqual({ title: '<b>' });
  });

  it('converts keys to snake_case at every depth when isUnderscore is on, and not when off', () => {
    const body = { userAccount: 'u', companyInfo: { companyName: 'c', contacts: [{ mobilePhone: '1' }] } };
    expect(parse(toJsonBody(body, on))).toEqual({
      user_account: 'u',
      company_info: { company_name: 'c', contacts: [{ mobile_phone: '1' }] },
    });
    expect(parse(toJsonBody(body, off))).toEqual(body);
  });

  it('sends dates as their JSON text, not as converted empty objects', () => {
    expect(parse(toJsonBody({ startDate: new Date('2024-01-02T03:04:05Z') }, on))).toEqual({
      start_date: '2024-01-02T03:04:05.000Z',
    });
  });

  it('sends no body for undefined', () => {
    expect(toJsonBody(undefined, on)).toBeUndefined();
  });
});

describe('toQueryString', () => {
  it('trims, escapes and converts keys, leaving out empty values and repeating arrays', () => {
    const query = toQueryString(
      { pageNo: 1, keyWord: ' <x> ', skip: undefined, none: null, ids: ['1', ' 2 '] },
      on,
    );
    expect(query).toBe('page_no=1&key_word=%26lt%3Bx%26gt%3B&ids=1&ids=2');
  });

  it('keeps keys and brackets as given when both flags are off', () => {
    expect(toQueryString({ keyWord: '<x>' }, off)).toBe('keyWord=%3Cx%3E');
    expect(toQueryString(undefined, off)).toBe('');
  });
});

describe('toFormBody', () => {
  it('cleans string fields, keeps names as written and passes files through', () => {
    const file = new File(['abc'], 'a.txt', { type: 'text/plain' });
    const form = new FormData();
    form.append('fileType', ' <doc> ');
    form.append('content', ' <p>x</p> ');
    form.append('file', file);
    const copy = toFormBody(form, on);
    expect(copy.get('fileType')).toBe('&lt;doc&gt;');
    expect(copy.get('content')).toBe('<p>x</p>');
    const sentFile = copy.get('file');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('a.txt');
  });
});

describe('fromReplyData', () => {
  const data = { user_name: 'n', org_list: [{ org_id: 1 }] };

  it('converts reply keys to camelCase when isUnderscore is on', () => {
    expect(fromReplyData(data, on, false)).toEqual({ userName: 'n', orgList: [{ orgId: 1 }] });
  });

  it('leaves keys alone when isUnderscore is off or the caller keeps them', () => {
    expect(fromReplyData(data, off, false)).toBe(data);
    expect(fromReplyData(data, on, true)).toBe(data);
  });
});
