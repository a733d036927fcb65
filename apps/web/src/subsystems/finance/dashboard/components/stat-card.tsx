import type { ReactNode } from 'react';
import { Card, Statistic } from 'antd';

/**
 * One figure of a dashboard's top row. The card fills its column, so that a row whose figures wrap
 * differently (an amount with its unit in a narrow column) keeps cards of one height. The unit is
 * set in body text, so that a long one ("× 10k yuan") stays beside its figure on a phone.
 */
export function StatCard({
  title,
  value,
  suffix,
}: {
  title: string;
  value: string | number;
  suffix?: ReactNode;
}) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value} suffix={suffix} styles={{ suffix: { fontSize: 14 } }} />
    </Card>
  );
}
