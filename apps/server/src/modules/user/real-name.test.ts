import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { maskMobile } from '@/modules/user/mask-mobile.ts';
import { realNameUrl, requestOrigin, sameSitePath } from '@/modules/user/real-name.ts';

const ORIGIN = 'https://portal.example.cn';

describe('sameSitePath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(sameSitePath('/member/center?tab=2#top', ORIGIN)).toBe('/member/center?tab=2#top');
    expect(sameSitePath('https://portal.example.cn/mainIndex', ORIGIN)).toBe('/mainIndex');
  });

  it.each([
    'https://evil.example/',
    'http://portal.example.cn/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'member/center',
  ])('refuses %s', (url) => {
    expect(() => sameSitePath(url, ORIGIN)).toThrow(
      expect.objectContaining({ code: ERROR_CODES.VALIDATION }),
    );
  });
});

describe('realNameUrl', () => {
  it('points at the portal’s real-name page with the parameters encoded', () => {
    expect(realNameUrl(ORIGIN, { userId: 42, identityType: 'comp', redirectPath: '/a?b=c&d=e' })).toBe(
      'https://portal.example.cn/member/realname?userId=42&identityType=comp&redirectUrl=%2Fa%3Fb%3Dc%26d%3De',
    );
    expect(realNameUrl(ORIGIN, { userId: 7 })).toBe('https://portal.example.cn/member/realname?userId=7');
  });
});

describe('maskMobile', () => {
  it('shows the first three and the last four digits', () => {
    expect(maskMobile('13800008000')).toBe('138****8000');
    expect(maskMobile('123')).toBe('***');
  });
});

describe('requestOrigin', () => {
  it('drops the default port and refuses a Host that is no host', () => {
    expect(requestOrigin({ protocol: 'http', host: 'localhost:80' })).toBe('http://localhost');
    expect(requestOrigin({ protocol: 'https', host: 'portal.example.cn:8443' })).toBe(
      'https://portal.example.cn:8443',
    );
    expect(() => requestOrigin({ protocol: 'http', host: 'a b' })).toThrow(
      expect.objectContaining({ code: ERROR_CODES.VALIDATION }),
    );
  });
});
