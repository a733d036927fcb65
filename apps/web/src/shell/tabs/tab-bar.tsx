import { Activity, Fragment } from 'react';
import type { ReactNode } from 'react';
import { Button, Tabs, Tooltip } from 'antd';
import type { TabsProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IframeTab } from './iframe-tab';
import { canClose } from './tab-model';
import type { RouteTab, Tab } from './tab-model';
import type { TabsController } from './use-tabs';
import { useTabScrollMemory } from './use-tab-scroll-memory';
import styles from './tabs.module.css';

interface TabBarProps {
  tabs: TabsController;
  titleOf: (tab: Tab) => string;
  /** The page of a route tab, rendered for the tab's own location. */
  renderRoute: (tab: RouteTab) => ReactNode;
}

/**
 * The tab strip and the pages behind it. Every open page stays mounted inside React's
 * `<Activity>`: hidden ones keep their state (input, filters) with their effects paused, until
 * their tab is closed, or refreshed, which re-mounts the page under a new key.
 */
export function TabBar({ tabs, titleOf, renderRoute }: TabBarProps) {
  const { t } = useTranslation();
  const { state, activate, close, refresh } = tabs;
  useTabScrollMemory(state.activeKey);

  const closable = canClose(state);
  const items: TabsProps['items'] = state.tabs.map((tab) => ({
    key: tab.key,
    label: titleOf(tab),
    closable,
    children: (
      <Activity mode={tab.key === state.activeKey ? 'visible' : 'hidden'} name={tab.key}>
        <Fragment key={tab.version}>
          {tab.kind === 'route' ? renderRoute(tab) : <IframeTab tab={tab} title={titleOf(tab)} />}
        </Fragment>
      </Activity>
    ),
  }));

  const refreshLabel = t('userCentre.tabs.refresh');
  return (
    <Tabs
      className={styles.tabs}
      classNames={{ header: styles.header, body: styles.body }}
      type="editable-card"
      hideAdd
      size="small"
      activeKey={state.activeKey ?? undefined}
      items={items}
      onChange={activate}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      locale={{ removeAriaLabel: t('userCentre.tabs.close') }}
      tabBarExtraContent={
        <Tooltip title={refreshLabel}>
          <Button
            type="text"
            icon={<ReloadOutlined aria-hidden="true" />}
            aria-label={refreshLabel}
            disabled={!state.activeKey}
            onClick={() => state.activeKey && refresh(state.activeKey)}
          />
        </Tooltip>
      }
    />
  );
}
