import { describe, expect, it } from 'vitest';
import { AD_TYPES } from '@scf/shared/schemas/content';
import { paths } from '@/lib/paths';
import { adTarget } from './ad-target';

const ad = (
  adType: (typeof AD_TYPES)[keyof typeof AD_TYPES],
  adAttachment: string | null,
  adHyperlinks: string | null,
) => ({
  adType,
  adAttachment,
  adHyperlinks,
});

describe('adTarget', () => {
  it('opens the news, the policy or the product of adAttachment for adType 3, 4 and 5', () => {
    expect(adTarget(ad(AD_TYPES.news, '12', 'https://example.com'))).toEqual({
      kind: 'internal',
      to: `${paths.newsDetail}?id=12`,
    });
    expect(adTarget(ad(AD_TYPES.policy, '7', null))).toEqual({
      kind: 'internal',
      to: `${paths.policyDetail}?id=7`,
    });
    expect(adTarget(ad(AD_TYPES.product, '301', null))).toEqual({
      kind: 'internal',
      to: `${paths.productDetail}?id=301`,
    });
  });

  it('leads nowhere when a detail ad has no attachment', () => {
    expect(adTarget(ad(AD_TYPES.news, null, 'https://example.com'))).toBeNull();
    expect(adTarget(ad(AD_TYPES.product, '  ', null))).toBeNull();
  });

  it('escapes the attachment in the query string', () => {
    expect(adTarget(ad(AD_TYPES.news, 'a&b', null))).toEqual({
      kind: 'internal',
      to: `${paths.newsDetail}?id=a%26b`,
    });
  });

  it('opens adHyperlinks for other ads: a local path inside the app, a web address outside', () => {
    expect(adTarget(ad(AD_TYPES.link, null, '/product?loanType=WMS'))).toEqual({
      kind: 'internal',
      to: '/product?loanType=WMS',
    });
    expect(adTarget(ad(AD_TYPES.link, null, ' https://www.pbc.gov.cn/ '))).toEqual({
      kind: 'external',
      href: 'https://www.pbc.gov.cn/',
    });
  });

  it('follows no script, protocol-relative or unreadable link', () => {
    expect(adTarget(ad(AD_TYPES.link, null, 'javascript:alert(1)'))).toBeNull();
    expect(adTarget(ad(AD_TYPES.link, null, '//evil.example/x'))).toBeNull();
    expect(adTarget(ad(AD_TYPES.link, null, '/\\evil.example'))).toBeNull();
    expect(adTarget(ad(AD_TYPES.link, null, 'data:text/html,hi'))).toBeNull();
    expect(adTarget(ad(AD_TYPES.link, null, 'not a url'))).toBeNull();
    expect(adTarget(ad(AD_TYPES.link, null, null))).toBeNull();
  });
});
