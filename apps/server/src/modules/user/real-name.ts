import { fieldError } from '@/lib/app-error.ts';

/**
 * The real-name verification address. The spec's back end hands out a third party's address; this
 * platform has no third party, so the address is the portal's own real-name page
 * (business.md: /member/realname), reached by scanning the registration QR code or by following
 * auths_url.
 */

const REAL_NAME_PATH = '/member/realname';

/** Why a redirect target is refused: the page would otherwise send users to any site. */
const REDIRECT_RULE = '跳转地址必须是本站地址';

/**
 * The origin a browser used to reach us (behind a proxy only when TRUST_PROXY says so), normalised
 * as URL does it (no default port), so it compares equal to the origin of a URL on this site.
 */
export function requestOrigin(request: { protocol: string; host: string }): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw fieldError('host', 'format', '请求的 Host 头无效');
  }
}

/**
 * A redirect target as a path of this site: a relative path as is, an absolute URL only when it is
 * on `origin`. Anything else (another site, `//host`, `javascript:`) is refused.
 */
export function sameSitePath(redirectUrl: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(redirectUrl, origin);
  } catch {
    throw fieldError('redirectUrl', 'sameOrigin', REDIRECT_RULE);
  }
  const relative =
    redirectUrl.startsWith('/') && !redirectUrl.startsWith('//') && !redirectUrl.startsWith('/\\');
  if (url.origin !== origin || !(relative || /^https?:\/\//i.test(redirectUrl))) {
    throw fieldError('redirectUrl', 'sameOrigin', REDIRECT_RULE);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface RealNameTarget {
  userId: number;
  identityType?: string;
  /** Already checked with sameSitePath. */
  redirectPath?: string;
}

export function realNameUrl(origin: string, { userId, identityType, redirectPath }: RealNameTarget): string {
  const url = new URL(REAL_NAME_PATH, origin);
  url.searchParams.set('userId', String(userId));
  if (identityType) url.searchParams.set('identityType', identityType);
  if (redirectPath) url.searchParams.set('redirectUrl', redirectPath);
  return url.toString();
}
