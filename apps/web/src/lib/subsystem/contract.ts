import type { QueryClient } from '@tanstack/react-query';
import type { NonIndexRouteObject } from 'react-router';
import type { Language } from '@scf/shared/constants';
import type { TextTree } from '@/lib/i18n';

/**
 * Puts the public data a screen shows first into the query cache, with the query options its
 * components use. Called for the first path of a page load, once the request client is configured,
 * so the data is on its way while the screen's code arrives and renders rather than after. `search`
 * is the page's query string, for screens whose first data depends on it (the product list's filters).
 */
export type PrefetchData = (queryClient: QueryClient, language: string, search: URLSearchParams) => void;

/**
 * A route a subsystem contributes. The path is absolute and must be listed in the app's route table,
 * which owns the route's metadata (layout, public access, title); the subsystem supplies the screen.
 */
export type SubsystemRoute = Omit<NonIndexRouteObject, 'id' | 'handle' | 'path' | 'index'> & {
  path: string;
  prefetch?: PrefetchData;
  /**
   * `prefetch` from a chunk of its own, for a screen whose first data needs code the subsystem's
   * other screens do not (schemas, query options): fetched beside the screen's code at start-up.
   */
  loadPrefetch?: () => Promise<PrefetchData>;
};

/**
 * What `src/subsystems/<name>/index.ts` exports. Texts are merged under the subsystem's name:
 * `{ home: { title } }` in subsystem `portal` is read as `t('portal.home.title')`. Each language's
 * texts are a chunk of their own (`() => import('./texts/en-US')`), so a visit fetches one language.
 */
export interface SubsystemModule {
  name: string;
  routes: readonly SubsystemRoute[];
  texts: Record<Language, () => Promise<{ default: TextTree }>>;
  /** State a subsystem keeps beyond one screen, handed back by the loader for the shell to register. */
  stores?: Readonly<Record<string, unknown>>;
}
