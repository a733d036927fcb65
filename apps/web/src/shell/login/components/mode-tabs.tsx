import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './mode-tabs.module.css';

export interface ModeTab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface ModeTabsProps<K extends string> {
  active: K;
  onChange: (key: K) => void;
  label: string;
  tabs: readonly ModeTab<K>[];
}

/**
 * The login screen's two modes as tabs (the WAI-ARIA tabs pattern: arrow keys, Home and End move
 * between the tabs and select them). antd's Tabs brings its overflow menu and dropdown to the one
 * screen that has to load lightest: 19 KiB gzip for two fixed labels. A panel is rendered when its
 * tab is first chosen and kept, hidden, afterwards, so a half-filled form survives a switch.
 */
export function ModeTabs<K extends string>({ active, onChange, label, tabs }: ModeTabsProps<K>) {
  const id = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set(visited).add(active));

  const choose = (key: K) => {
    onChange(key);
    tabRefs.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(tabs[(next + tabs.length) % tabs.length]!.key);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.key, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        visited.has(tab.key) ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-panel-${tab.key}`}
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={tab.key !== active}
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
