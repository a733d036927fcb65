import { describe, expect, it } from 'vitest';
import { withResidentIdCheckChar } from '../validators/resident-id.ts';
import { realNameField, realNameVerifyRequest } from './real-name.ts';

const messages = (value: unknown) =>
  realNameField.safeParse(value).error?.issues.map((issue) => issue.message);

describe('realNameField', () => {
  it('accepts Chinese names of 2-30 characters, trimmed, the middle dot normalised', () => {
    expect(realNameField.parse(' 张三 ')).toBe('张三');
    expect(realNameField.parse('阿依古丽•买买提')).toBe('阿依古丽·买买提');
    expect(realNameField.parse('张'.repeat(30))).toBe('张'.repeat(30));
  });

  it('names the one rule a bad name breaks', () => {
    expect(messages('')).toEqual(['realNameRequired']);
    expect(messages(undefined)).toEqual(['realNameRequired']);
    expect(messages('张')).toEqual(['realNameLength']);
    expect(messages('张'.repeat(31))).toEqual(['realNameLength']);
    expect(messages('Zhang San')).toEqual(['realNameChinese']);
    expect(messages('·张三')).toEqual(['realNameChinese']);
    expect(messages('张三1')).toEqual(['realNameChinese']);
  });
});

describe('realNameVerifyRequest', () => {
  it('stores the ID number upper case, as GB 11643 writes the check character', () => {
    const withX = Array.from({ length: 1000 }, (_, i) =>
      withResidentIdCheckChar(`11010119900307${String(i).padStart(3, '0')}`),
    ).find((id) => id.endsWith('X'))!;
    const parsed = realNameVerifyRequest.parse({
      realName: '张三',
      certNo: withX.toLowerCase(),
      smsCode: '123456',
    });
    expect(parsed.certNo).toBe(withX);
  });
});
