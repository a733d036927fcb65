import { describe, expect, it } from 'vitest';
import {
  activeTab,
  canClose,
  canOpen,
  iframeTabKey,
  initialTabs,
  routeTab,
  routeTabKey,
  tabsReducer,
} from './tab-model';
import type { NewTab, TabsState } from './tab-model';

const LIMIT = 3;
const open = (state: TabsState, tab: NewTab, limit = LIMIT) =>
  tabsReducer(state, { type: 'open', tab, limit });
const keys = (state: TabsState) => state.tabs.map((tab) => tab.key);
const iframe = (id: string): NewTab => ({
  kind: 'iframe',
  key: iframeTabKey(id),
  menuId: id,
  src: `https://x.test/?menuId=${id}`,
  title: id,
});

/** Tabs a, b and c open, c active. */
const threeTabs = () => open(open(initialTabs(routeTab('/a')), routeTab('/b')), routeTab('/c'));

describe('tab model', () => {
  it('starts with the page the user arrived on', () => {
    const state = initialTabs(routeTab('/center/enterCenter?x=1'));
    expect(state.tabs).toEqual([
      { kind: 'route', key: '/center/enterCenter', path: '/center/enterCenter?x=1', version: 0 },
    ]);
    expect(state.activeKey).toBe('/center/enterCenter');
  });

  it('opens a new tab at the end and activates it', () => {
    const state = threeTabs();
    expect(keys(state)).toEqual(['/a', '/b', '/c']);
    expect(state.activeKey).toBe('/c');
  });

  it('activates a tab that is already open instead of opening it twice', () => {
    const state = open(threeTabs(), routeTab('/a'));
    expect(keys(state)).toEqual(['/a', '/b', '/c']);
    expect(state.activeKey).toBe('/a');
  });

  it('keys route tabs by pathname: the same page with another query takes its tab over', () => {
    expect(routeTabKey('/detail?id=2#top')).toBe('/detail');
    const state = open(open(initialTabs(routeTab('/detail?id=1')), routeTab('/b')), routeTab('/detail?id=2'));
    expect(keys(state)).toEqual(['/detail', '/b']);
    expect(activeTab(state)).toMatchObject({ path: '/detail?id=2' });
  });

  it('activates only tabs that exist', () => {
    const state = threeTabs();
    expect(tabsReducer(state, { type: 'activate', key: '/b' }).activeKey).toBe('/b');
    expect(tabsReducer(state, { type: 'activate', key: '/nope' })).toBe(state);
  });

  it('refuses a new tab at the limit, leaving everything as it was', () => {
    const state = threeTabs();
    expect(canOpen(state, '/d', LIMIT)).toBe(false);
    expect(open(state, routeTab('/d'))).toBe(state);
    // Tabs already open can still be shown at the limit.
    expect(canOpen(state, '/a', LIMIT)).toBe(true);
    expect(open(state, routeTab('/a')).activeKey).toBe('/a');
    // Closing one makes room.
    const closed = tabsReducer(state, { type: 'close', key: '/b' });
    expect(canOpen(closed, '/d', LIMIT)).toBe(true);
    expect(keys(open(closed, routeTab('/d')))).toEqual(['/a', '/c', '/d']);
  });

  it('counts iframe tabs towards the limit like pages', () => {
    const state = open(open(initialTabs(routeTab('/a')), iframe('m1')), iframe('m2'));
    expect(keys(state)).toEqual(['/a', 'iframe:m1', 'iframe:m2']);
    expect(open(state, iframe('m3'))).toBe(state);
  });

  it('closing the active tab activates the one that takes its place, or the one before at the end', () => {
    const middle = tabsReducer(tabsReducer(threeTabs(), { type: 'activate', key: '/b' }), {
      type: 'close',
      key: '/b',
    });
    expect(keys(middle)).toEqual(['/a', '/c']);
    expect(middle.activeKey).toBe('/c');
    const last = tabsReducer(threeTabs(), { type: 'close', key: '/c' });
    expect(last.activeKey).toBe('/b');
  });

  it('closing another tab keeps the active one', () => {
    const state = tabsReducer(threeTabs(), { type: 'close', key: '/a' });
    expect(keys(state)).toEqual(['/b', '/c']);
    expect(state.activeKey).toBe('/c');
  });

  it('keeps the last tab open', () => {
    const state = initialTabs(routeTab('/a'));
    expect(canClose(state)).toBe(false);
    expect(tabsReducer(state, { type: 'close', key: '/a' })).toBe(state);
  });

  it('refresh bumps the version of one tab only, so its page re-mounts', () => {
    const state = tabsReducer(threeTabs(), { type: 'refresh', key: '/b' });
    expect(state.tabs.map((tab) => tab.version)).toEqual([0, 1, 0]);
    expect(state.activeKey).toBe('/c');
  });
});
