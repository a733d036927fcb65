import { Image } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReviewDocument } from '@scf/shared/schemas/member-review';
import styles from '../review.module.css';

const isPicture = (doc: ReviewDocument) => doc.contentType?.startsWith('image/') ?? false;

/** The registration's documents: pictures previewed in place, the PDF invoice and HTML letter as links. */
export function Documents({ documents }: { documents: readonly ReviewDocument[] }) {
  const { t } = useTranslation();
  const pictures = documents.filter(isPicture);
  const others = documents.filter((doc) => !isPicture(doc));
  return (
    <section className={styles.section} aria-labelledby="review-documents">
      <h3 id="review-documents" className={styles.sectionTitle}>
        {t('member.review.detail.documents')}
      </h3>
      <Image.PreviewGroup>
        <div className={styles.pictures}>
          {pictures.map((doc) => (
            <figure key={doc.kind} className={styles.picture}>
              <Image
                src={doc.url}
                alt={t(`member.review.documents.${doc.kind}`)}
                width={160}
                height={110}
                className={styles.pictureImage}
              />
              <figcaption>{t(`member.review.documents.${doc.kind}`)}</figcaption>
            </figure>
          ))}
        </div>
      </Image.PreviewGroup>
      {others.length > 0 ? (
        <ul className={styles.fileLinks}>
          {others.map((doc) => (
            <li key={doc.kind}>
              <FileTextOutlined aria-hidden="true" />{' '}
              <a href={doc.url} target="_blank" rel="noopener noreferrer">
                {t(`member.review.documents.${doc.kind}`)}
                {doc.fileName ? `（${doc.fileName}）` : ''}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
