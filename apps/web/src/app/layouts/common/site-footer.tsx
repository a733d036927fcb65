import { useId } from 'react';
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHELL_VERSION } from '@scf/shared/constants';
import { SUPPORT_HOURS } from '@scf/shared/schemas/content-constants';
import type { FooterContent } from '@scf/shared/schemas/content';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { publicMenu } from '@/app/layouts/trading/public-menu';
import { useFooterContent } from './api/get-footer-content';
import styles from './site-footer.module.css';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * The footer of both layouts. Its content comes from the server (business.md section 7); until it
 * arrives, or if it cannot, the footer still gives the platform's name, the support hours of
 * business.md section 9 and the version. The trading layout shows it in full; the user centre,
 * where the work is, keeps to the compact lines.
 */
export function SiteFooter({ variant = 'compact' }: { variant?: 'full' | 'compact' }) {
  const { t } = useTranslation();
  const { data: content } = useFooterContent();
  const hours = content?.serviceHours ?? SUPPORT_HOURS;
  const supportHours = t('app.footer.supportHours', { open: hours.open, close: hours.close });
  const bottomLine = (
    <p className={styles.footerLine}>
      {content?.copyright ? <span>{content.copyright} · </span> : null}
      {content?.icpNo ? (
        <span>
          <ExternalLink href={content.icpUrl}>{content.icpNo}</ExternalLink> ·{' '}
        </span>
      ) : null}
      {t('app.name')} · {t('app.footer.version', { version: SHELL_VERSION })}
    </p>
  );

  if (variant === 'compact') {
    return (
      <Layout.Footer className={styles.footer}>
        <p className={styles.footerLine}>{supportHours}</p>
        {bottomLine}
      </Layout.Footer>
    );
  }
  return (
    <Layout.Footer className={`${styles.footer} ${styles.footerFull}`}>
      <div className={styles.footerInner}>
        <div className={styles.footerColumns}>
          <FooterAbout content={content} />
          <FooterColumn title={t('siteFooter.contact')}>
            {content?.servicePhone ? (
              <p className={styles.footerLine}>
                {t('siteFooter.phone')}
                <a href={`tel:${content.servicePhone.replace(/[^\d+]/g, '')}`}>{content.servicePhone}</a>
              </p>
            ) : null}
            {content?.serviceEmail ? (
              <p className={styles.footerLine}>
                {t('siteFooter.email')}
                <a href={`mailto:${content.serviceEmail}`}>{content.serviceEmail}</a>
              </p>
            ) : null}
            <p className={styles.footerLine}>{supportHours}</p>
          </FooterColumn>
          <FooterColumn title={t('siteFooter.links')} as="nav">
            <ul className={styles.footerLinks}>
              {publicMenu.map(({ path, labelKey }) => (
                <li key={path}>
                  <Link to={path}>{t(labelKey)}</Link>
                </li>
              ))}
            </ul>
          </FooterColumn>
          {content && content.qrCodes.length > 0 ? (
            <FooterColumn title={t('siteFooter.follow')}>
              <div className={styles.footerQrCodes}>
                {content.qrCodes.map(({ name, imageUrl }) => (
                  <figure key={imageUrl} className={styles.footerQr}>
                    <img src={imageUrl} alt={name} width={96} height={96} loading="lazy" />
                    <figcaption>{name}</figcaption>
                  </figure>
                ))}
              </div>
            </FooterColumn>
          ) : null}
        </div>
        <div className={styles.footerBottom}>{bottomLine}</div>
      </div>
    </Layout.Footer>
  );
}

function FooterAbout({ content }: { content: FooterContent | undefined }) {
  const { t } = useTranslation();
  return (
    <FooterColumn title={content?.platformName || t('app.name')}>
      {content?.operatorName ? (
        <p className={styles.footerLine}>
          {t('siteFooter.operator')}
          {content.operatorName}
        </p>
      ) : null}
      {content?.address ? (
        <p className={styles.footerLine}>
          {t('siteFooter.address')}
          {content.address}
        </p>
      ) : null}
    </FooterColumn>
  );
}

function FooterColumn({
  title,
  as: Element = 'section',
  children,
}: {
  title: string;
  as?: 'section' | 'nav';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Element className={styles.footerColumn} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.footerHeading}>
        {title}
      </h2>
      {children}
    </Element>
  );
}

/** Another site, in a new tab, told to screen readers; anything but a web address stays plain text. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  if (!isWebAddress(href)) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{t('siteFooter.newWindow')}</VisuallyHidden>
    </a>
  );
}
