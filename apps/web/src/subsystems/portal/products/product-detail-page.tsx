import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ERROR_CODES } from '@scf/shared/errors';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { apiErrorText, errorCode } from '@/lib/form';
import { paths } from '@/lib/paths';
import { LoadError } from '../common/load-error';
import { PageBand } from '../common/page-band';
import frame from '../common/content.module.css';
import { useProductDetail } from './api/get-prod-product';
import { saveAccessRecord } from './api/save-access-record';
import { ApplyButton } from './components/apply-button';
import { ProductLogo } from './components/product-logo';
import { termText } from './components/term-text';
import { fenToYuan, financeTypeTag, formatYuan, maxAmountYuan, successRateText } from './lib/product-format';
import { productIdOf } from './lib/product-id';
import styles from './products.module.css';

/**
 * /prodDetail?id (business.md section 2): the product's figures, texts, materials, downloadable
 * templates and the 'apply now' button. Opening it records the visit (the access-record call).
 */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = productIdOf(params);
  const product = useProductDetail(id);
  const listCrumb = { title: t('portal.products.detail.list'), to: paths.product };

  // Once per product opened: React's strict mode runs effects twice on the same instance.
  const recordedId = useRef<string | null>(null);
  useEffect(() => {
    if (id === '' || recordedId.current === id) return;
    recordedId.current = id;
    // Nothing to tell the visitor if it fails; the record is for the platform.
    void saveAccessRecord(id).catch(() => undefined);
  }, [id]);

  const notFound = id === '' || (product.isError && errorCode(product.error) === ERROR_CODES.NOT_FOUND);
  if (notFound) {
    return (
      <div className={frame.page}>
        <PageBand crumbs={[listCrumb, { title: t('portal.products.detail.title') }]} />
        <div className={frame.body}>
          <Result
            status="404"
            title={<h1 className={styles.resultTitle}>{t('portal.products.detail.notFound')}</h1>}
            extra={
              <Button type="primary" onClick={() => void navigate(paths.product)}>
                {t('portal.products.detail.backToList')}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className={frame.page}>
      <PageBand
        crumbs={[listCrumb, { title: product.data?.productName ?? t('portal.products.detail.title') }]}
        title={product.data?.productName}
      />
      <div className={frame.body}>
        {product.isPending ? (
          <div className={styles.block}>
            <Skeleton active avatar paragraph={{ rows: 6 }} />
          </div>
        ) : product.isError ? (
          <LoadError
            message={t('portal.products.detail.error')}
            description={apiErrorText(product.error, t)}
            onRetry={() => void product.refetch()}
          />
        ) : (
          <ProductBody product={product.data} />
        )}
      </div>
    </div>
  );
}

function ProductBody({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const yuan = (value: number) =>
    t('portal.products.money.yuan', { value: formatYuan(value, i18n.language) });
  const max = maxAmountYuan(product.singleCreditLimit);
  const none = t('portal.products.detail.none');
  const listText = (items: string[]) =>
    items.length === 0 ? none : items.join(t('portal.products.detail.listSeparator'));
  return (
    <>
      <section className={styles.summary} aria-label={t('portal.products.detail.title')}>
        <div className={styles.identity}>
          <ProductLogo className={styles.detailLogo} src={product.picture} name={product.fundingPartyName} />
          <div>
            <p className={styles.partyName}>
              {t('portal.products.detail.fundingParty', { name: product.fundingPartyName })}
            </p>
            <div className={styles.tags}>
              <Tag className={styles.financeTag}>
                {t(`portal.products.financeType.${financeTypeTag(product.financeTypeCode)}`)}
              </Tag>
              <Tag color="blue">{product.loanTypeDesc}</Tag>
            </div>
          </div>
        </div>
        <div className={styles.applyBox}>
          <ApplyButton product={product} />
        </div>
        <dl className={styles.figures}>
          <Figure label={t('portal.products.detail.rate')} strong>
            {t('portal.products.card.rateRange', { start: product.rateStart, end: product.rateEnd })}
          </Figure>
          <Figure label={t('portal.products.detail.maxAmount')}>
            {max === null ? t('portal.products.card.unlimited') : yuan(max)}
          </Figure>
          <Figure label={t('portal.products.detail.term')}>{termText(product, t)}</Figure>
          <Figure label={t('portal.products.detail.successRate')}>
            {successRateText(product.successRate)}
          </Figure>
          <Figure label={t('portal.products.detail.successLoans')}>
            {product.successLoanNumber === null
              ? '-'
              : t('portal.products.detail.successLoansCount', { count: product.successLoanNumber })}
          </Figure>
          <Figure label={t('portal.products.detail.successAmount')}>
            {product.successLoanAmount === null ? '-' : yuan(fenToYuan(product.successLoanAmount))}
          </Figure>
          <Figure label={t('portal.products.detail.guarantTypes')} list>
            {listText(product.guarantTypeList.map((g) => g.desc))}
          </Figure>
          <Figure label={t('portal.products.detail.repayTypes')} list>
            {listText(product.repayTypeList.map((r) => r.repayTypeDesc))}
          </Figure>
        </dl>
      </section>
      <div className={styles.sections}>
        <Block title={t('portal.products.detail.introduce')} wide>
          <TextOrNone text={product.introduce} none={none} />
        </Block>
        <Block title={t('portal.products.detail.customer')}>
          <TextOrNone text={product.customer} none={none} />
        </Block>
        <Block title={t('portal.products.detail.feature')}>
          <TextOrNone text={product.feature} none={none} />
        </Block>
        <Block title={t('portal.products.detail.applyCondition')} wide>
          <TextOrNone text={product.applyCondition} none={none} />
        </Block>
        <Block title={t('portal.products.detail.materials')}>
          {product.materialNameList.length === 0 ? (
            <p className={styles.blockText}>{none}</p>
          ) : (
            <ul className={styles.bullets}>
              {product.materialNameList.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </Block>
        <Block title={t('portal.products.detail.templates')}>
          {product.attachments.length === 0 ? (
            <p className={styles.blockText}>{none}</p>
          ) : (
            <ul className={styles.downloads}>
              {product.attachments.map((file) => (
                <li key={file.fileHash}>
                  <a
                    href={`${file.url}?download=1`}
                    download={file.originalFileName}
                    aria-label={t('portal.products.detail.download', { name: file.originalFileName })}
                  >
                    <DownloadOutlined aria-hidden="true" />
                    {file.originalFileName}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
    </>
  );
}

/** A figure of the summary; `list` ones (guarantee, repayment) take a whole row in smaller type. */
function Figure({
  label,
  strong = false,
  list = false,
  children,
}: {
  label: string;
  strong?: boolean;
  list?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={list ? `${styles.figure} ${styles.listFigure}` : styles.figure}>
      <dt>{label}</dt>
      <dd className={strong ? styles.rate : undefined}>{children}</dd>
    </div>
  );
}

function Block({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={wide ? `${styles.block} ${styles.wide}` : styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function TextOrNone({ text, none }: { text: string | null; none: string }) {
  return <p className={styles.blockText}>{text || none}</p>;
}
