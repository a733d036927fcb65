import type { ComponentType, ReactNode } from 'react';
import type { StyleType } from '@/app/route-table';
import type { PrefetchData } from '@/lib/subsystem';
import { userCentreTexts } from '@/app/layouts/user-centre/texts';
import type { LaterTexts } from '@/lib/i18n';

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
 * The texts a layout's screens name beyond the start-up packs: the user centre's, which the sign-in
 * and the public pages do not need. root-layout renders a layout once they are here.
 */
export const layoutTexts: Partial<Record<StyleType, LaterTexts>> = { 'user-centre': userCentreTexts };

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
