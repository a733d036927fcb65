import { matchPath } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { LANGUAGES } from '@scf/shared/constants';
import { loadChunk } from '@/lib/chunk-load';
import type { LoadChunkOptions } from '@/lib/chunk-load';
import type { LoadLaterTexts } from '@/lib/i18n';
import type { SubsystemModule, SubsystemRoute } from '@/lib/subsystem';
import { routeMetaOf } from '@/app/route-table';
import type { RouteDefinition } from '@/app/route-table';
import type { SubsystemImporter } from './registry';

/** The route under which subsystem routes are patched, inside the layout and its error boundary. */
export const CONTENT_ROUTE_ID = 'content';

export interface LoadedSubsystem {
  name: string;
  routes: RouteObject[];
  stores: Readonly<Record<string, unknown>>;
}

export interface SubsystemLoaderDeps {
  registry: Readonly<Record<string, SubsystemImporter>>;
  routeTable: readonly RouteDefinition[];
  /**
   * Fetches a subsystem's texts in the current language, and again in a new one before a switch
   * (lib/i18n `requireLaterTexts`).
   */
  requireLaterTexts: (load: LoadLaterTexts) => Promise<void>;
  chunk?: LoadChunkOptions;
  /**
   * Texts kept out of start-up that subsystems' screens name (the features' validation texts),
   * fetched beside the first subsystem's chunk; a subsystem still mounts when they fail.
   */
  requireValidationTexts?: () => Promise<void>;
}

export interface SubsystemLoader {
  /** Loads a subsystem once; null when it is unknown or failed to load (it is then absent). */
  load(name: string): Promise<LoadedSubsystem | null>;
  /** The routes of the subsystem that owns `path`, loaded; none when no loaded subsystem owns it. */
  routesFor(path: string): Promise<RouteObject[]>;
  /** For react-router: mounts the subsystem that owns a path the router does not know yet. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

function assertContract(name: string, module: SubsystemModule): void {
  if (module.name !== name) throw new Error(`exports name "${String(module.name)}"`);
  if (!Array.isArray(module.routes)) throw new Error('exports no routes array');
  for (const lang of LANGUAGES) {
    if (typeof module.texts?.[lang] !== 'function') throw new Error(`exports no ${lang} texts`);
  }
}

export function createSubsystemLoader({
  registry,
  routeTable,
  requireLaterTexts,
  chunk,
  requireValidationTexts,
}: SubsystemLoaderDeps): SubsystemLoader {
  const loads = new Map<string, Promise<LoadedSubsystem | null>>();

  /**
   * A screen comes once its own chunk and the subsystem's texts are both here: the two are fetched
   * side by side, and a screen never shows its keys. Texts that cannot be fetched fail the route as
   * its chunk would (its error page offers to try again).
   */
  const waitingForTexts = (route: RouteObject, texts: () => Promise<void>): RouteObject => {
    const { lazy } = route;
    return {
      ...route,
      lazy: async () => (await Promise.all([typeof lazy === 'function' ? lazy() : {}, texts()]))[0],
    };
  };

  const toRouteObjects = (name: string, module: SubsystemModule, texts: () => Promise<void>) =>
    module.routes.flatMap(
      ({ prefetch: _prefetch, loadPrefetch: _loadPrefetch, ...route }: SubsystemRoute): RouteObject[] => {
        const entry = routeTable.find((candidate) => candidate.path === route.path);
        if (entry?.subsystem !== name) {
          // The route table is the one list of paths; an unlisted route would have no layout or title.
          console.warn(`[subsystems] "${name}" route ${route.path} is not assigned to it in the route table`);
          return [];
        }
        return [
          waitingForTexts({ ...route, id: `${name}:${route.path}`, handle: routeMetaOf(entry) }, texts),
        ];
      },
    );

  async function importAndMount(name: string): Promise<LoadedSubsystem | null> {
    const importer = registry[name];
    if (!importer) {
      console.warn(`[subsystems] "${name}" is not registered and is treated as absent`);
      return null;
    }
    try {
      const validationTexts = requireValidationTexts?.().catch((error: unknown) => {
        console.warn(`[subsystems] "${name}": texts not fetched:`, error);
      });
      const [module] = await Promise.all([loadChunk(`subsystems/${name}`, importer, chunk), validationTexts]);
      assertContract(name, module);
      const loadTexts: LoadLaterTexts = async (lang) => ({
        [name]: (await loadChunk(`subsystems/${name}/texts/${lang}`, module.texts[lang], chunk)).default,
      });
      // Asked for now, beside the screen's chunk; a failure is retried by the next screen that waits.
      requireLaterTexts(loadTexts).catch(() => undefined);
      const routes = toRouteObjects(name, module, () => requireLaterTexts(loadTexts));
      return { name, routes, stores: module.stores ?? {} };
    } catch (error) {
      console.warn(`[subsystems] "${name}" failed to load and is treated as absent:`, error);
      return null;
    }
  }

  const load = (name: string): Promise<LoadedSubsystem | null> => {
    let pending = loads.get(name);
    if (!pending) {
      pending = importAndMount(name);
      loads.set(name, pending);
    }
    return pending;
  };

  const routesFor = async (path: string): Promise<RouteObject[]> => {
    const owner = routeTable.find((entry) => entry.subsystem && matchPath(entry.path, path))?.subsystem;
    return (owner ? await load(owner) : null)?.routes ?? [];
  };

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const routes = await routesFor(path);
    // Patching the same routes again is a no-op for the router, so a navigation that was
    // interrupted before its patch applied simply patches on the next visit.
    if (routes.length > 0) patch(CONTENT_ROUTE_ID, routes);
  };

  return { load, routesFor, patchRoutesOnNavigation };
}
