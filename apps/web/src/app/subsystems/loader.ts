import { matchPath } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '@scf/shared/constants';
import { loadChunk } from '@/lib/chunk-load';
import type { LoadChunkOptions } from '@/lib/chunk-load';
import { NAMESPACE } from '@/lib/i18n';
import type { SubsystemModule } from '@/lib/subsystem';
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
  i18n: I18n;
  chunk?: LoadChunkOptions;
  /**
   * Texts kept out of start-up that subsystems' screens name (the features' validation texts),
   * fetched beside the first subsystem's chunk; a subsystem still mounts when they fail.
   */
  requireTexts?: () => Promise<void>;
}

export interface SubsystemLoader {
  /** Loads a subsystem once; null when it is unknown or failed to load (it is then absent). */
  load(name: string): Promise<LoadedSubsystem | null>;
  /** For react-router: mounts the subsystem that owns a path the router does not know yet. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

function assertContract(name: string, module: SubsystemModule): void {
  if (module.name !== name) throw new Error(`exports name "${String(module.name)}"`);
  if (!Array.isArray(module.routes)) throw new Error('exports no routes array');
  for (const lang of LANGUAGES) {
    if (typeof module.texts?.[lang] !== 'object') throw new Error(`exports no ${lang} texts`);
  }
}

export function createSubsystemLoader({
  registry,
  routeTable,
  i18n,
  chunk,
  requireTexts,
}: SubsystemLoaderDeps): SubsystemLoader {
  const loads = new Map<string, Promise<LoadedSubsystem | null>>();

  const toRouteObjects = (name: string, module: SubsystemModule): RouteObject[] =>
    module.routes.flatMap(({ prefetch: _prefetch, loadPrefetch: _loadPrefetch, ...route }) => {
      const entry = routeTable.find((candidate) => candidate.path === route.path);
      if (entry?.subsystem !== name) {
        // The route table is the one list of paths; an unlisted route would have no layout or title.
        console.warn(`[subsystems] "${name}" route ${route.path} is not assigned to it in the route table`);
        return [];
      }
      return [{ ...route, id: `${name}:${route.path}`, handle: routeMetaOf(entry) }];
    });

  async function importAndMount(name: string): Promise<LoadedSubsystem | null> {
    const importer = registry[name];
    if (!importer) {
      console.warn(`[subsystems] "${name}" is not registered and is treated as absent`);
      return null;
    }
    try {
      const texts = requireTexts?.().catch((error: unknown) => {
        console.warn(`[subsystems] "${name}": texts not fetched:`, error);
      });
      const [module] = await Promise.all([loadChunk(`subsystems/${name}`, importer, chunk), texts]);
      assertContract(name, module);
      const routes = toRouteObjects(name, module);
      for (const lang of LANGUAGES) {
        i18n.addResourceBundle(lang, NAMESPACE, { [name]: module.texts[lang] }, true, true);
      }
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

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const owner = routeTable.find((entry) => entry.subsystem && matchPath(entry.path, path))?.subsystem;
    if (!owner) return;
    const loaded = await load(owner);
    // Patching the same routes again is a no-op for the router, so a navigation that was
    // interrupted before its patch applied simply patches on the next visit.
    if (loaded) patch(CONTENT_ROUTE_ID, loaded.routes);
  };

  return { load, patchRoutesOnNavigation };
}
