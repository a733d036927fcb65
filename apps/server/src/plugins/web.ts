import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@scf/shared';
import { catalogueError } from '@/lib/app-error.ts';
import { apiFetchFor } from './first-screen-api.ts';
import { firstScreenPages, sendPage } from './first-screen.ts';
import type { FirstScreenOptions } from './first-screen.ts';

/**
 * The built web app and the answer for everything no route matched: a browser navigating to a
 * client-side route gets index.html (SPA fallback); any other unmatched request gets a JSON 404,
 * or 405 when the path exists for another method.
 */

/** Vite names these files after their content hash, so they never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Paths that never fall back to the SPA: the API and the hashed assets. */
const NO_FALLBACK = /^\/(api|assets)(\/|$)/;

export interface WebPluginOptions {
  webDist: string;
  /** What the server's render of first screens needs (first-screen.ts); without it, none is rendered. */
  firstScreen?: Pick<FirstScreenOptions, 'config' | 'askerOf'>;
}

/**
 * The scripts and stylesheets each landing page loads after start-up, as the web build lists them
 * (apps/web/build/route-preloads.ts), made into the Link header its navigation gets: the browser
 * then fetches them with index.html's own, instead of a level at a time as each one's import is
 * reached (layout, subsystem, screen).
 */
function routePreloads(webDist: string): Record<string, string[]> {
  const file = join(webDist, '.vite', 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

const isStylesheet = (url: string) => url.endsWith('.css');

/** The Link header of each path, made of its list. */
function preloadLinks(byPath: Record<string, string[]>): Map<string, string> {
  return new Map(
    Object.entries(byPath).map(([path, urls]) => [
      path,
      // As the app's loader asks for them (crossorigin, as Vite's preload helper does), or the
      // browser would not reuse the preloaded response.
      urls
        .map((url) =>
          [`<${url}>`, isStylesheet(url) ? 'rel=preload; as=style' : 'rel=modulepreload', 'crossorigin'].join(
            '; ',
          ),
        )
        .join(', '),
    ]),
  );
}

export default fp<WebPluginOptions>(
  async (app, { webDist, firstScreen }) => {
    const hasWeb = existsSync(join(webDist, 'index.html'));
    const routeFiles = routePreloads(webDist);
    const preloads = preloadLinks(routeFiles);
    const renderedPages =
      hasWeb && firstScreen
        ? firstScreenPages({
            ...firstScreen,
            webDist,
            stylesheetsOf: (path) => (routeFiles[path] ?? []).filter(isStylesheet),
            scriptsOf: (path) => (routeFiles[path] ?? []).filter((url) => !isStylesheet(url)),
            apiFor: (request) => apiFetchFor(app, request),
            log: app.log,
          })
        : null;
    if (hasWeb) {
      const assets = join(webDist, 'assets') + sep;
      await app.register(fastifyStatic, {
        root: webDist,
        // One route per file found at start instead of a catch-all, so unknown paths reach the
        // not-found handler below and other methods on them can be told apart (405).
        wildcard: false,
        // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts).
        preCompressed: true,
        setHeaders: (reply, path) =>
          reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache'),
      });
    } else {
      app.log.warn({ webDist }, 'web app not built: serving the API only');
    }

    // Once the server listens, so that it is not what a start waits for (the bench's second start).
    if (renderedPages) app.addHook('onListen', async () => renderedPages.load());

    const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '/';

    const isNavigation = (request: FastifyRequest, path: string) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html') &&
      !NO_FALLBACK.test(path);

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request);
      if (hasWeb && isNavigation(request, path)) {
        const html = request.method === 'GET' ? await renderedPages?.page(request, path) : null;
        // A page whose first screen the server rendered has its stylesheets written in and fetches
        // its scripts once painted (first-screen.ts): no preloads.
        if (html) return sendPage(request, reply, html);
        const links = preloads.get(path);
        if (links) reply.header('link', links);
        return reply.sendFile('index.html');
      }
      const allowed = METHODS.filter(
        (method) => method !== request.method && app.findRoute({ method, url: path }),
      );
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        throw catalogueError(ERROR_CODES.NOT_FOUND, 'methodNotAllowed', {
          httpStatus: 405,
          params: { method: request.method, path },
        });
      }
      throw catalogueError(ERROR_CODES.NOT_FOUND, 'endpointNotFound', {
        httpStatus: 404,
        params: { method: request.method, path },
      });
    });
  },
  { name: 'web' },
);
