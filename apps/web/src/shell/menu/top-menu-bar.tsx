import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { scrollState, scrollTarget } from './menu-scroll';
import type { ScrollDirection, ScrollState } from './menu-scroll';
import styles from './menu.module.css';

interface TopMenuBarProps {
  roots: readonly MenuNode[];
  activeRootId: string | undefined;
  onSelect: (root: MenuNode) => void;
}

const AT_START: ScrollState = { overflowing: false, canScrollLeft: false, canScrollRight: false };

/**
 * The root menus in the top bar. When they do not fit, buttons at either end scroll them in steps
 * of 80 pixels (shell.md section 9); the bar can also be scrolled by touch or trackpad.
 */
export function TopMenuBar({ roots, activeRootId, onSelect }: TopMenuBarProps) {
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
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, roots]);

  const step = (direction: ScrollDirection) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTo({ left: scrollTarget(list.scrollLeft, direction, list.scrollWidth - list.clientWidth) });
  };

  return (
    <nav className={styles.topBar} aria-label={t('userCentre.header.topMenu')}>
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
      <ul ref={listRef} className={styles.topList} onScroll={measure}>
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
