import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@/plugins/security-headers.ts';

describe('security headers', () => {
  it("are helmet's, with a CSP that lets antd inject styles and images come from data: and blob:", () => {
    const headers = securityHeaders(false);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
  });

  it('leave out the HTTPS-only headers on plain HTTP', () => {
    const headers = securityHeaders(false);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('add HSTS and upgrade-insecure-requests when served over HTTPS', () => {
    const headers = securityHeaders(true);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('let iframe menus show our pages and the configured origins only', () => {
    const directives = (csp: string | undefined) => (csp ?? '').split(';');
    expect(directives(securityHeaders(false)['content-security-policy'])).toContain("frame-src 'self'");
    expect(
      directives(securityHeaders(false, ['https://bi.example.com'])['content-security-policy']),
    ).toContain("frame-src 'self' https://bi.example.com");
  });
});
