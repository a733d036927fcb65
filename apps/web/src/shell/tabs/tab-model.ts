/**
 * The open tabs of the user centre (shell.md section 2): open, close, refresh, activate, limited
 * to TABS_VIEW_LIMIT. A pure reducer, so every rule is testable without rendering.
 *
 * At the limit a new tab is refused rather than an old one closed: each open tab keeps its page's
 * unsaved input, and closing one behind the user's back would throw that away. `canOpen` says
 * whether an `open` would be accepted, so the caller can tell the user before anything changes.
 */

/** A page of the app, rendered for its own location. Keyed by pathname: a page that changes its
 * own query (filters) stays one tab. */
export interface RouteTab {
  kind: 'route';
  key: string;
  /** pathname + search of the page. */
  path: string;
  /** Bumped by refresh; the page is re-mounted under a new React key. */
  version: number;
}

/** A menu of type iframe: another system's page in an iframe. */
export interface IframeTab {
  kind: 'iframe';
  key: string;
  menuId: string;
  src: string;
  /** The menu name when opened; the header shows the current name while the menu is known. */
  title: string;
  version: number;
}

export type Tab = RouteTab | IframeTab;
export type NewTab = Omit<RouteTab, 'version'> | Omit<IframeTab, 'version'>;

export interface TabsState {
  tabs: readonly Tab[];
  activeKey: string | null;
}

export type TabsAction =
  | { type: 'open'; tab: NewTab; limit: number }
  | { type: 'activate'; key: string }
  | { type: 'close'; key: string }
  | { type: 'refresh'; key: string };

/** The key of the route tab showing `path` (pathname + search). */
export const routeTabKey = (path: string): string => path.split(/[?#]/, 1)[0] ?? path;

export const iframeTabKey = (menuId: string): string => `iframe:${menuId}`;

export const routeTab = (path: string): Omit<RouteTab, 'version'> => ({
  kind: 'route',
  key: routeTabKey(path),
  path,
});

export const initialTabs = (tab?: NewTab): TabsState =>
  tab ? { tabs: [{ ...tab, version: 0 }], activeKey: tab.key } : { tabs: [], activeKey: null };

/** Whether opening `key` would be accepted: it is open already, or there is room for it. */
export const canOpen = (state: TabsState, key: string, limit: number): boolean =>
  state.tabs.some((tab) => tab.key === key) || state.tabs.length < limit;

/** The last open tab stays: with none, the user centre would have no page to show. */
export const canClose = (state: TabsState): boolean => state.tabs.length > 1;

export const activeTab = (state: TabsState): Tab | undefined =>
  state.tabs.find((tab) => tab.key === state.activeKey);

function open(state: TabsState, tab: NewTab, limit: number): TabsState {
  const index = state.tabs.findIndex((candidate) => candidate.key === tab.key);
  if (index >= 0) {
    const existing = state.tabs[index] as Tab;
    // The same page with another query (a detail for another id) takes the tab over.
    const updated =
      existing.kind === 'route' && tab.kind === 'route' ? { ...existing, path: tab.path } : existing;
    const tabs = updated === existing ? state.tabs : state.tabs.with(index, updated);
    return tabs === state.tabs && state.activeKey === tab.key ? state : { tabs, activeKey: tab.key };
  }
  if (!canOpen(state, tab.key, limit)) return state;
  return { tabs: [...state.tabs, { ...tab, version: 0 }], activeKey: tab.key };
}

function close(state: TabsState, key: string): TabsState {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0 || !canClose(state)) return state;
  const tabs = state.tabs.filter((tab) => tab.key !== key);
  if (state.activeKey !== key) return { ...state, tabs };
  // The neighbour that slides into the closed tab's place, or the one before it at the end.
  const next = tabs[Math.min(index, tabs.length - 1)];
  return { tabs, activeKey: next?.key ?? null };
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open':
      return open(state, action.tab, action.limit);
    case 'activate':
      return state.activeKey !== action.key && state.tabs.some((tab) => tab.key === action.key)
        ? { ...state, activeKey: action.key }
        : state;
    case 'close':
      return close(state, action.key);
    case 'refresh':
      return {
        ...state,
        tabs: state.tabs.map((tab) => (tab.key === action.key ? { ...tab, version: tab.version + 1 } : tab)),
      };
  }
}
