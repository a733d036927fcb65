import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsRow } from '@scf/shared/schemas/content';
import { formatDate } from '../../common/format-date';
import { cardSummary } from '../lib/card-summary';
import { newsDetailPath } from '../lib/news-links';
import styles from '../news.module.css';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';

/**
 * One article of the list. The title is the card's one link; its ::after covers the card, so the
 * whole card is clickable while a keyboard or screen reader meets a single, named link.
 */
export function NewsCard({ row }: { row: NewsRow }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {/* The cover repeats the title, which follows as text: decorative. */}
        {row.logoImageUrl ? <img src={row.logoImageUrl} alt="" loading="lazy" /> : null}
      </div>
      <div className={styles.cardBody}>
        <Tag color="blue" className={styles.cardTag}>
          {row.articalSubTypeName}
        </Tag>
        <h2 className={styles.cardTitle}>
          <Link to={newsDetailPath(row.id)} className={styles.cardLink}>
            {row.articleName}
          </Link>
        </h2>
        <p className={styles.cardSummary}>{cardSummary(row)}</p>
        <p className={styles.cardMeta}>
          <VisuallyHidden>{t('portal.news.published')}</VisuallyHidden>
          <time dateTime={row.publishDate}>{formatDate(row.publishDate)}</time>
          {row.articleSource ? (
            <>
              <span aria-hidden="true"> · </span>
              <VisuallyHidden>{t('portal.news.source')}</VisuallyHidden>
              <span>{row.articleSource}</span>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
