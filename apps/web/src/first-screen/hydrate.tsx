import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { RuntimeConfig } from '@scf/shared/flags';
import { App } from '@/app/app';
import { buildAppRoutes, createAppRouter, createAppSubsystemLoader, withSubsystemRoutes } from '@/app/router';
import type { FirstScreenState } from './state';

/**
 * The route modules of the path, loaded before the router starts: with a lazy route still to load
 * it would first render its fallback, which is not what the server rendered.
 */
async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Takes over the markup the server rendered into `container` (render.tsx) instead of rendering it
 * anew, with the routes and the data it rendered. In a transition, React hydrates in slices and leaves the main thread between them.
 */
export async function hydrateFirstScreen(
  container: HTMLElement,
  config: RuntimeConfig,
  state: FirstScreenState,
): Promise<Root> {
  const { pathname } = window.location;
  const { queries } = state;
  const loader = createAppSubsystemLoader();
  const [routes] = await Promise.all([
    withSubsystemRoutes(buildAppRoutes(), pathname, loader),
    // The data the server rendered with, in the query cache before the first render reads it.
    queries && import('@/app/query-client').then(({ restoreQueries }) => restoreQueries(queries)),
  ]);
  await resolveLazyMatches(routes, pathname);
  const router = createAppRouter(loader, routes);
  const app = (
    <StrictMode>
      <App config={config} router={router} />
    </StrictMode>
  );
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  if (!root) throw new Error('hydrateRoot did not run');
  return root;
}
