import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers: helmet's, computed once at start-up by running its middleware against a
 * recording response, then set on every reply. (@fastify/helmet rebuilds the middleware and
 * re-parses the CSP on every request, which halved the throughput of the cheapest routes.)
 *
 * The CSP fits the Vite + React + antd app: scripts only from our origin; inline styles allowed
 * because antd (CSS-in-JS) injects <style> tags; images also from data: and blob: URLs (upload
 * previews, QR codes). HTTPS-only headers are sent only when served over HTTPS, or a plain-HTTP
 * demo on a LAN address would have its requests upgraded and broken. Iframe-type menus (shell.md
 * section 3) may show our own pages and those of the configured origins only.
 */
export function securityHeaders(
  https: boolean,
  frameSources: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameSources],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export default fp<{ headers: Record<string, string> }>(
  async (app, { headers }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
