import type { ComponentType, ReactNode } from 'react';
import type { StyleType } from '@/app/route-table';
import type { PrefetchData } from '@/lib/subsystem';

/**
 * The two layouts' chunks. Each is its own: a visitor on the public pages loads none of the user
 * centre (menus, tabs, its dialogs), and a user in the user centre none of the public header.
 * root-layout renders them lazily; main.tsx starts the one the first path needs at start-up.
 */
export const layoutLoaders: Record<StyleType, () => Promise<ComponentType<{ children: ReactNode }>>> = {
  trading: () => import('@/app/layouts/trading/trading-layout').then((module) => module.TradingLayout),
  'user-centre': () =>
    import('@/app/layouts/user-centre/user-centre-layout').then((module) => module.UserCentreLayout),
};

/**
 * The public data a layout shows, for main.tsx to prefetch with the first screen. The user centre
 * has none: its menus and rights are the user's, and it asks for them itself.
 */
export const layoutDataPrefetchers: Partial<Record<StyleType, () => Promise<PrefetchData>>> = {
  trading: () =>
    import('@/app/layouts/trading/api/prefetch-trading-layout').then(
      (module) => module.prefetchTradingLayout,
    ),
};
