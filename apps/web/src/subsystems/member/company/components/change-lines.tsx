import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MemberChangeEntry } from '@scf/shared/schemas/member-change';
import type { ValueLookups } from '../lib/changes';
import { ValueView } from './value-view';
import styles from '../company.module.css';

/** Each changed field of a change: "field: before → after". */
export function ChangeLines({
  changes,
  lookups,
}: {
  changes: readonly MemberChangeEntry[];
  lookups: ValueLookups;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.changeLines}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.changeField}>{t(`member.company.fields.${change.field}`)}：</span>
          <ValueView field={change.field} value={change.from} lookups={lookups} />
          <ArrowRightOutlined className={styles.arrow} aria-label="→" />
          <ValueView field={change.field} value={change.to} lookups={lookups} />
        </li>
      ))}
    </ul>
  );
}
