import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
// antd's components' styles, prebuilt: the theme turns runtime style generation off (zeroRuntime).
import 'antd/dist/antd.css';
import '@/app/global.css';
import { App } from '@/app/app';
import { AntdProvider } from '@/app/providers';
import { createAppRouter, preloadFirstScreen } from '@/app/router';
import { loadLanguagePack } from '@/app/texts';
import { hydrateFirstScreen } from '@/first-screen/hydrate';
import { readFirstScreenState, setFirstScreenPageConfig } from '@/first-screen/state';
import { listenForPreloadErrors } from '@/lib/chunk-load';
import { RuntimeConfigError, loadRuntimeConfig } from '@/lib/config';
import { initI18n, readStoredLanguage } from '@/lib/i18n';
import { configureRequest } from '@/lib/request';
import { isSignedIn } from '@/lib/session';

/** Resolves in a later task: the work before it and the work after it are two shorter tasks. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // The modules' evaluation ends its task here; the start-up's own work runs in the next one.
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  listenForPreloadErrors();
  // A screen the server rendered is kept if it is in the language this browser starts in (the
  // server reads the language's cookie, which an earlier version did not write) and this tab is a
  // visitor's, as the server rendered it (the session is the tab's own storage); else it is redrawn.
  const rendered = readFirstScreenState();
  const hydrate = rendered !== null && rendered.language === readStoredLanguage() && !isSignedIn();
  if (hydrate) setFirstScreenPageConfig(rendered.pageConfig);
  preloadFirstScreen(window.location.pathname, window.location.search, !hydrate);

  // The config request runs while i18n starts; nothing renders before both are ready.
  const config = loadRuntimeConfig().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await initI18n({}, readStoredLanguage(), loadLanguagePack);
  const result = await config;
  // The API base now, so the first screen's public data (preloadFirstScreen, keyed by the language
  // just set) goes out before the first render rather than after it; RequestBridge adds the texts
  // and dialogs at that render.
  if (result.ok) configureRequest({ apiBase: result.value.apiBase, flags: () => result.value.flags });

  if (result.ok && hydrate) {
    await hydrateFirstScreen(container, result.value, rendered);
    return;
  }
  const root = createRoot(container);
  if (!result.ok) {
    if (!(result.error instanceof RuntimeConfigError)) throw result.error;
    // Only a failed start needs it, so it stays out of the start-up bundle.
    const { ConfigErrorScreen } = await import('@/app/startup/config-error-screen');
    root.render(
      <StrictMode>
        <AntdProvider>
          <ConfigErrorScreen error={result.error} />
        </AntdProvider>
      </StrictMode>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App config={result.value} router={createAppRouter()} />
    </StrictMode>,
  );
}

// From a microtask rather than from this module's evaluation: a stack taken while the start-up runs
// (a profiler's, Lighthouse's trace) then ends in `start` instead of this chunk's top-level code,
// which the engine would otherwise parse again, whole, to place it.
queueMicrotask(() => void start());
