import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import styles from './star-row.module.css';

// antd's own star, so the row looks as the icon did. A filled icon's definition is its SVG node;
// only two-tone icons are functions of their colours.
const STAR_PATH = (StarFilled.icon as AbstractNode).children?.[0]?.attrs.d ?? '';
// The icon's box (its viewBox): 896 units square from (64, 64).
const STAR_ORIGIN = 64;
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
      viewBox={`${STAR_ORIGIN} ${STAR_ORIGIN} ${width} ${STAR_SIZE}`}
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
