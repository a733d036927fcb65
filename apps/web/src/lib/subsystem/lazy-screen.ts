import type { ComponentType } from 'react';
import type { SubsystemRoute } from './contract';

/**
 * A route whose screen is its own chunk, fetched when the path is first visited: a subsystem's
 * chunk then holds its routes and texts, not every screen (the home page does not load the product
 * search or the news list).
 */
export function lazyScreen(load: () => Promise<ComponentType>): Pick<SubsystemRoute, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}
