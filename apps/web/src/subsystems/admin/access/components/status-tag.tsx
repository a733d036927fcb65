import { Tag } from 'antd';

/** A status in force (enabled, active, shown) in green; one switched off in grey. */
export function StatusTag({ on, label }: { on: boolean; label: string }) {
  return <Tag color={on ? 'success' : 'default'}>{label}</Tag>;
}
