import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { dehydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { StaticHandler } from 'react-router';
import { DEFAULT_LANGUAGE, LOCAL_KEYS } from '@scf/shared/constants';
import type { RuntimeConfig } from '@scf/shared/flags';
import { AppFrame } from '@/app/app';
import { appQueryClient } from '@/app/query-client';
import { buildAppRoutes, createAppSubsystemLoader, firstScreenOf, withSubsystemRoutes } from '@/app/router';
import { loadLanguagePack } from '@/app/texts';
import { initI18n, switchLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { configureRequest } from '@/lib/request';
import { MemoryStorage } from '@/lib/request/memory-storage';
import { setFirstScreenPageConfig } from './state';
import type { FirstScreenState } from './state';

/**
 * The server's render of a page's first screen (built by `vite build --ssr` into dist-server and
 * loaded by the API server, apps/server/src/plugins/first-screen.ts): the markup the browser shows
 * before its scripts have run, which they then hydrate (hydrate.tsx). The paths it renders; any
 * other page starts from index.html's splash as before.
 */
export const RENDERED_PATHS: readonly string[] = [paths.login, paths.home, paths.homeAlias, paths.product];

const started = initI18n({}, DEFAULT_LANGUAGE, loadLanguagePack);
const subsystems = createAppSubsystemLoader();
const handlers = new Map<string, Promise<StaticHandler>>();

/**
 * The static router of a rendered path, with the routes of the subsystem that owns it: made once,
 * so that its lazy routes are resolved once rather than at every render.
 */
function handlerOf(pathname: string): Promise<StaticHandler> {
  let handler = handlers.get(pathname);
  if (!handler) {
    handler = withSubsystemRoutes(buildAppRoutes(), pathname, subsystems).then(createStaticHandler);
    handlers.set(pathname, handler);
    handler.catch(() => handlers.delete(pathname));
  }
  return handler;
}
const ignoreNavigation = () => undefined;
const ignore = () => undefined;

/**
 * A screen's markup, what goes into the page's head with it (antd's theme variables), and the data
 * it was rendered with.
 */
export interface RenderedScreen {
  markup: string;
  head: string;
  queries: DehydratedState | undefined;
}

/**
 * The request client as the render asks the API: through `api` (the server's own routes, as the
 * visitor who asked for the page), in the page's language, telling no one of a failure: a screen
 * whose data failed renders as it would while loading, and the browser asks again.
 */
function configureRenderRequests(config: RuntimeConfig, api: typeof fetch, language: string): void {
  const local = new MemoryStorage();
  local.setItem(LOCAL_KEYS.lang, language);
  configureRequest({
    apiBase: config.apiBase,
    flags: () => config.flags,
    fetch: api,
    storage: { session: new MemoryStorage(), local },
    ui: { confirm: ignore, error: ignore, info: ignore },
    onLogout: ignore,
    onLock: ignore,
  });
}

/**
 * Runs the prefetches of the layout and screen at `pathname` into `queryClient` and resolves once
 * their data is in (or has failed): the render renders with it, as the browser's first render would once it has arrived.
 */
async function prefetchFirstScreen(
  queryClient: QueryClient,
  pathname: string,
  search: URLSearchParams,
  language: string,
): Promise<void> {
  const { layoutData, screenData } = firstScreenOf(pathname);
  for (const run of await Promise.all([layoutData, screenData])) run?.(queryClient, language, search);
  await fetchesSettled(queryClient);
}

/** Resolves when no query of `queryClient` is fetching; one fetch may start another (a logo's config). */
function fetchesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

async function renderNow(
  url: string,
  config: RuntimeConfig,
  state: FirstScreenState,
  api: typeof fetch,
): Promise<RenderedScreen> {
  await started;
  await switchLanguage(state.language);
  const { pathname, searchParams } = new URL(url);
  const handler = await handlerOf(pathname);
  // The query cache is the app's, one for the page's life in the browser; here, one render's.
  appQueryClient.clear();
  configureRenderRequests(config, api, state.language);
  const [context] = await Promise.all([
    handler.query(new Request(url)),
    pathname === paths.login
      ? undefined
      : prefetchFirstScreen(appQueryClient, pathname, searchParams, state.language),
  ]);
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a screen`);
  setFirstScreenPageConfig(state.pageConfig);
  // antd writes the theme's CSS variables in the browser as it renders (its components' own styles
  // are static, zeroRuntime): collected here, the page has them before its scripts run.
  const styles = createCache();
  // prerender, not renderToString: it waits for the lazily loaded parts (the layout) to render. A
  // part that fails would be left to the browser to render; the page is then index.html's instead.
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StyleProvider cache={styles}>
      <StrictMode>
        <AppFrame config={config} navigate={ignoreNavigation}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppFrame>
      </StrictMode>
    </StyleProvider>,
    {
      onError: (error) => void failures.push(error),
      // Every part in the page's order: a large part would otherwise come after the rest with an
      // inline script to move it into place, which the CSP (script-src 'self') does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (failures.length > 0) throw new AggregateError(failures, `${url} did not render`);
  const markup = await new Response(prelude).text();
  const queries = appQueryClient.getQueryCache().getAll().length > 0 ? dehydrate(appQueryClient) : undefined;
  return { markup, head: extractStyle(styles), queries };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of the screen at `url` (absolute, with its query), its data asked of `api`. One render
 * at a time: the language, the page configuration, the texts, the request client and the query
 * cache are the app's module state, set for each render.
 */
export function renderFirstScreen(
  url: string,
  config: RuntimeConfig,
  state: FirstScreenState,
  api: typeof fetch,
): Promise<RenderedScreen> {
  const rendered = queue.then(() => renderNow(url, config, state, api));
  queue = rendered.catch(() => undefined);
  return rendered;
}
