import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { revealDelta, scrollState, scrollTarget } from './menu-scroll';
import type { ScrollDirection, ScrollState } from './menu-scroll';
import styles from './menu.module.css';

interface TopMenuBarProps {
  roots: readonly MenuNode[];
  activeRootId: string | undefined;
  onSelect: (root: MenuNode) => void;
  /** The header is compact (use-compact-header.ts): the items are narrower too. */
  compact?: boolean;
}

const AT_START: ScrollState = { overflowing: false, canScrollLeft: false, canScrollRight: false };

/**
 * The root menus in the top bar. When they do not fit, buttons at either end scroll them in steps
 * of 80 pixels (shell.md section 9); the bar can also be scrolled by touch or trackpad.
 */
export function TopMenuBar({ roots, activeRootId, onSelect, compact = false }: TopMenuBarProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState(AT_START);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (list) setScroll(scrollState(list.scrollLeft, list.clientWidth, list.scrollWidth));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // The active root is brought into view: after a reload, or when a search or a tab opened it, it
    // may lie beyond the edge, and so it may when the bar narrows (the scroll buttons appearing
    // narrow it too). At once rather than smoothly, so that a second call never starts from a
    // position the first is still scrolling through.
    const update = () => {
      const active = list.querySelector('[aria-current="true"]');
      const delta = active ? revealDelta(list.getBoundingClientRect(), active.getBoundingClientRect()) : 0;
      if (delta !== 0) list.scrollBy({ left: delta, behavior: 'instant' });
      measure();
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, roots, activeRootId]);

  const step = (direction: ScrollDirection) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTo({ left: scrollTarget(list.scrollLeft, direction, list.scrollWidth - list.clientWidth) });
  };

  return (
    <nav
      className={[styles.topBar, compact && styles.compact].filter(Boolean).join(' ')}
      aria-label={t('userCentre.header.topMenu')}
    >
      {scroll.overflowing ? (
        <Button
          type="text"
          size="small"
          icon={<LeftOutlined aria-hidden="true" />}
          aria-label={t('userCentre.header.scrollLeft')}
          disabled={!scroll.canScrollLeft}
          onClick={() => step('left')}
        />
      ) : null}
      <ul
        ref={listRef}
        data-top-menu-list
        className={[
          styles.topList,
          scroll.canScrollLeft && styles.fadeStart,
          scroll.canScrollRight && styles.fadeEnd,
        ]
          .filter(Boolean)
          .join(' ')}
        onScroll={measure}
      >
        {roots.map((root) => {
          const active = root.id === activeRootId;
          return (
            <li key={root.id}>
              <button
                type="button"
                className={active ? styles.topItemActive : styles.topItem}
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(root)}
              >
                {root.name}
              </button>
            </li>
          );
        })}
      </ul>
      {scroll.overflowing ? (
        <Button
          type="text"
          size="small"
          icon={<RightOutlined aria-hidden="true" />}
          aria-label={t('userCentre.header.scrollRight')}
          disabled={!scroll.canScrollRight}
          onClick={() => step('right')}
        />
      ) : null}
    </nav>
  );
}
