/**
 * Where "continue" leads after the verification: the page's `redirectUrl` when it is a path of this
 * site (the quick registration's and auths_url's links carry one), else `fallback`. Anything that
 * could leave the site (`//host`, `https:`, `javascript:`, a backslash) is ignored.
 */
export function continueTarget(redirectUrl: string | null, fallback: string): string {
  if (!redirectUrl) return fallback;
  const local = redirectUrl.startsWith('/') && !redirectUrl.startsWith('//') && !redirectUrl.includes('\\');
  return local ? redirectUrl : fallback;
}
