import { describe, expect, it } from 'vitest';
import { productListQuery } from '@scf/shared/schemas/product';
import {
  EMPTY_SEARCH,
  isFiltered,
  parseProductSearch,
  toListQuery,
  toSearchParams,
  withFilter,
} from './search-params';
import type { ProductSearch } from './search-params';

const parse = (query: string) => parseProductSearch(new URLSearchParams(query));

describe('product search in the URL', () => {
  it('reads every parameter of the spec and ours', () => {
    expect(
      parse(
        'userName=%E4%BF%9D%E7%90%86&amount=300&period=12&guarant=pledge&rateStart=4.5&rateEnd=8&loanType=SCBC&page=3',
      ),
    ).toEqual({
      keyword: '保理',
      amount: 300,
      period: 12,
      guarant: 'pledge',
      rateStart: 4.5,
      rateEnd: 8,
      loanType: 'SCBC',
      page: 3,
    });
  });

  it('round-trips a search through the URL', () => {
    const search: ProductSearch = {
      keyword: 'e信通',
      customAmount: 2500.5,
      period: 6,
      guarant: 'credit',
      rateStart: 3,
      rateEnd: 3,
      loanType: 'FSP',
      page: 2,
    };
    expect(parseProductSearch(toSearchParams(search))).toEqual(search);
  });

  it('leaves defaults out, so the plain list is /product', () => {
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
    expect(toSearchParams({ keyword: 'a b', page: 1 }).toString()).toBe('userName=a+b');
    expect(isFiltered(EMPTY_SEARCH)).toBe(false);
    expect(isFiltered({ ...EMPTY_SEARCH, page: 4 })).toBe(false);
    expect(isFiltered({ ...EMPTY_SEARCH, loanType: 'WMS' })).toBe(true);
  });

  it.each([
    ['amount=150', {}],
    ['amount=abc', {}],
    ['customAmount=0', {}],
    ['customAmount=1.234', {}],
    ['period=0', {}],
    ['period=1000', {}],
    ['rateStart=0', {}],
    ['rateStart=100.5', {}],
    ['rateEnd=1.234', {}],
    ['loanType=fsp', {}],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=99999', {}],
    ['rateStart=6&rateEnd=4', { rateStart: 6 }],
    ['amount=100&customAmount=50', { customAmount: 50 }],
  ])('drops what is not valid: %s', (query, kept) => {
    expect(parse(query)).toEqual({ ...EMPTY_SEARCH, ...kept });
  });

  it('asks the server for 10 a page with the filters under their API names', () => {
    expect(
      toListQuery({
        keyword: '运费',
        amount: 100,
        period: 12,
        guarant: 'credit',
        loanType: 'LOGMIS',
        page: 2,
      }),
    ).toEqual({
      pageNo: 2,
      pageSize: 10,
      keyword: '运费',
      loanAmountUnder: 100,
      period: 12,
      guarantType: 'credit',
      loanType: 'LOGMIS',
    });
    expect(toListQuery({ keyword: '', customAmount: 20, rateStart: 4, rateEnd: 6, page: 1 })).toEqual({
      pageNo: 1,
      pageSize: 10,
      loanAmount: 20,
      rateStart: 4,
      rateEnd: 6,
    });
  });

  it.each([
    '',
    'userName=%20运费%20&page=3',
    'amount=300&period=12&guarant=credit&loanType=WMS',
    'customAmount=0.01&rateStart=0.5&rateEnd=100',
    'customAmount=99999.99&amount=100&rateStart=6&rateEnd=4',
    'rateEnd=7.25&page=1000',
  ])('asks for what the shared schema makes of the same search, without zod: %s', (query) => {
    const search = parse(query);
    const { page, keyword, amount, customAmount, guarant, ...rest } = search;
    const input = {
      ...rest,
      pageNo: page,
      pageSize: 10,
      keyword,
      loanAmountUnder: amount,
      loanAmount: customAmount,
      guarantType: guarant,
    };
    expect(toListQuery(search)).toEqual(
      Object.fromEntries(Object.entries(productListQuery.parse(input)).filter(([, v]) => v !== undefined)),
    );
  });

  it('goes back to page 1 when a filter changes, and removes a filter set to undefined', () => {
    const search: ProductSearch = { keyword: 'x', loanType: 'WMS', page: 3 };
    expect(withFilter(search, { period: 6 })).toEqual({ keyword: 'x', loanType: 'WMS', period: 6, page: 1 });
    expect(withFilter(search, { loanType: undefined })).toEqual({ keyword: 'x', page: 1 });
  });
});
