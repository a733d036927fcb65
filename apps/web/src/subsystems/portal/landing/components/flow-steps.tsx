import { Steps } from 'antd';
import styles from '../landing.module.css';

/**
 * A business flow as antd Steps, every step shown alike: the page explains the flow, it does not
 * track anyone's progress through it. Titles sit under the numbers so five steps fit a row.
 */
export function FlowSteps({
  items,
}: {
  items: readonly { key: string; title: string; description: string }[];
}) {
  return (
    <Steps
      className={styles.steps}
      responsive
      titlePlacement="vertical"
      current={items.length}
      items={items.map(({ key, title, description }) => ({
        key,
        title,
        content: description,
        status: 'process',
      }))}
    />
  );
}
