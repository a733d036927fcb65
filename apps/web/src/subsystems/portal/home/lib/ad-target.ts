import { AD_TYPES } from '@scf/shared/schemas/content-constants';
import type { AdRow } from '@scf/shared/schemas/content';
import { paths } from '@/lib/paths';

/** Where a banner leads: a screen of ours, another site (opened in a new tab), or nowhere. */
export type AdTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

const detailPath: Partial<Record<AdRow['adType'], string>> = {
  [AD_TYPES.news]: paths.newsDetail,
  [AD_TYPES.policy]: paths.policyDetail,
  [AD_TYPES.product]: paths.productDetail,
};

/**
 * business.md section 2: adType 3 opens the news, 4 the policy, 5 the product whose id is
 * adAttachment; any other ad opens adHyperlinks. Only http(s) addresses and paths of this site are
 * followed, so a stored `javascript:` link can never run; a local path stays inside the app.
 */
export function adTarget(ad: Pick<AdRow, 'adType' | 'adAttachment' | 'adHyperlinks'>): AdTarget {
  const detail = detailPath[ad.adType];
  const attachment = ad.adAttachment?.trim();
  if (detail) {
    return attachment ? { kind: 'internal', to: `${detail}?id=${encodeURIComponent(attachment)}` } : null;
  }
  const link = ad.adHyperlinks?.trim();
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) {
    return { kind: 'internal', to: link };
  }
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { kind: 'external', href: url.href }
      : null;
  } catch {
    return null;
  }
}
