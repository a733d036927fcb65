import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import styles from './star-row.module.css';

/** The outline of a one-path icon: antd's own star, so the row looks as the icon did. */
function pathOf({ icon }: IconDefinition): string {
  const node = typeof icon === 'function' ? icon('', '') : icon;
  return node.children?.[0]?.attrs.d ?? '';
}

const STAR_PATH = pathOf(StarFilled);
const STAR_SIZE = 896;
// 2 px between stars of 14 px, in the icon's own units.
const STEP = STAR_SIZE + STAR_SIZE / 7;

/**
 * A row of `max` stars, `count` of them lit, for display only: one accessible name for the row.
 * One SVG for the whole row, where antd's icon component is a component and three elements a star:
 * product lists show dozens of rows, and each element is work for the hydration and the layout.
 */
export function StarRow({ count, max, label }: { count: number; max: number; label: string }) {
  const width = STEP * (max - 1) + STAR_SIZE;
  return (
    <svg
      className={styles.row}
      role="img"
      aria-label={label}
      viewBox={`64 64 ${width} ${STAR_SIZE}`}
      width={`${width / STAR_SIZE}em`}
      height="1em"
      focusable="false"
    >
      {Array.from({ length: max }, (_, index) => (
        <path
          key={index}
          d={STAR_PATH}
          transform={`translate(${index * STEP} 0)`}
          className={index < count ? styles.on : styles.off}
        />
      ))}
    </svg>
  );
}
