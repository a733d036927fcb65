import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewHistoryEntry } from '@scf/shared/schemas/member-review';
import { changeValue, formatTime } from '../lib/format';
import styles from '../review.module.css';

const COLORS: Readonly<Record<string, string>> = {
  register: 'blue',
  edit: 'gray',
  approve: 'green',
  reject: 'red',
  disable: 'gray',
};
const KNOWN = new Set(Object.keys(COLORS));

/** The registration's audit rows: who, when, what, why (and, for an edit, each field before and after). */
export function HistoryTimeline({ history }: { history: readonly ReviewHistoryEntry[] }) {
  const { t } = useTranslation();
  const label = (field: string) => {
    const key = `member.review.fields.${field}`;
    const text = t(key);
    return text === key ? field : text;
  };
  return (
    <section className={styles.section} aria-labelledby="review-history">
      <h3 id="review-history" className={styles.sectionTitle}>
        {t('member.review.detail.history')}
      </h3>
      {history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('member.review.detail.noHistory')} />
      ) : (
        <Timeline
          items={history.map((entry, index) => {
            const actor = entry.actorName ?? t('member.review.history.someone');
            const what = KNOWN.has(entry.action)
              ? t(`member.review.history.${entry.action}`, { actor })
              : t('member.review.history.other', { actor, action: entry.action });
            const empty = t('member.review.history.empty');
            return {
              key: `${entry.at}-${index}`,
              color: COLORS[entry.action] ?? 'gray',
              title: formatTime(entry.at),
              content: (
                <div className={styles.historyEntry}>
                  <div>{what}</div>
                  {entry.reason ? (
                    <div>{t('member.review.history.reason', { reason: entry.reason })}</div>
                  ) : null}
                  {entry.changes.map((change) => (
                    <div key={change.field} className={styles.change}>
                      {t('member.review.history.change', {
                        field: label(change.field),
                        before: changeValue(change.before, empty),
                        after: changeValue(change.after, empty),
                      })}
                    </div>
                  ))}
                </div>
              ),
            };
          })}
        />
      )}
    </section>
  );
}
