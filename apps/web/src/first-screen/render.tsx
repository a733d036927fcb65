import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '@scf/shared/constants';
import type { RuntimeConfig } from '@scf/shared/flags';
import { AppFrame } from '@/app/app';
import { buildAppRoutes } from '@/app/router';
import { loadLanguagePack } from '@/app/texts';
import { initI18n, switchLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { setFirstScreenPageConfig } from './state';
import type { FirstScreenState } from './state';

/**
 * The server's render of a page's first screen (built by `vite build --ssr` into dist-server and
 * loaded by the API server, apps/server/src/plugins/first-screen.ts): the markup the browser shows
 * before its scripts have run, which they then hydrate (hydrate.tsx). The paths it renders; any
 * other page starts from index.html's splash as before.
 */
export const RENDERED_PATHS: readonly string[] = [paths.login];

const started = initI18n({}, DEFAULT_LANGUAGE, loadLanguagePack);
const handler = createStaticHandler(buildAppRoutes());
const ignoreNavigation = () => undefined;

/** A screen's markup, and what goes into the page's head with it: antd's theme variables. */
export interface RenderedScreen {
  markup: string;
  head: string;
}

async function renderNow(
  url: string,
  config: RuntimeConfig,
  state: FirstScreenState,
): Promise<RenderedScreen> {
  await started;
  await switchLanguage(state.language);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a screen`);
  setFirstScreenPageConfig(state.pageConfig);
  // antd writes the theme's CSS variables in the browser as it renders (its components' own styles
  // are static, zeroRuntime): collected here, the page has them before its scripts run.
  const styles = createCache();
  const markup = renderToString(
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
  );
  return { markup, head: extractStyle(styles) };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of the screen at `url` (absolute, with its query). One render at a time: the language,
 * the page configuration and the texts are the app's module state, set for each render.
 */
export function renderFirstScreen(
  url: string,
  config: RuntimeConfig,
  state: FirstScreenState,
): Promise<RenderedScreen> {
  const rendered = queue.then(() => renderNow(url, config, state));
  queue = rendered.catch(() => undefined);
  return rendered;
}
