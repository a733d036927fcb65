import { Descriptions, Table } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewDetail } from '@scf/shared/schemas/member-review';
import { formatTime } from '../lib/format';
import { useRegionNames } from '../../common/regions';
import styles from '../review.module.css';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** The registration's fields, grouped as the wizard asks for them. */
export function DetailSections({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const field = (key: string, children: React.ReactNode, span?: number): Item => ({
    key,
    label: t(`member.review.fields.${key}`),
    children: children === null || children === '' ? '—' : children,
    ...(span ? { span } : {}),
  });
  const yesNo = (value: '1' | '0') => t(value === '1' ? 'member.review.yes' : 'member.review.no');
  const column = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };
  const region = useRegionNames()(detail.addressCodeList);

  const enterprise: Item[] = [
    field('enterpriseName', detail.enterpriseName),
    field('usccCode', detail.usccCode),
    field('legalRepr', detail.legalRepr),
    field('validityTerm', detail.validityTerm),
    field('businessAddr', detail.businessAddr, 2),
    field('addressCodeList', region),
    field('address', detail.address),
    field('contactName', detail.contactName),
    field('contactMobile', detail.contactMobile),
    field('contactEmail', detail.contactEmail),
    field('fax', detail.fax),
    field('companyScale', t(`member.review.scale.${detail.companyScale}`)),
    field('industryCode', detail.industryName ?? detail.industryCode),
    field('isGreenEnterprise', yesNo(detail.isGreenEnterprise)),
    field('isAgricultural', yesNo(detail.isAgricultural)),
    field('whiteListed', t(detail.whiteListed ? 'member.review.yes' : 'member.review.no')),
    field('legalChecked', t(detail.legalChecked ? 'member.review.passed' : 'member.review.notAsked')),
    field('submittedBy', detail.submittedByName ?? t('member.review.visitor')),
    field('createdAt', formatTime(detail.createdAt)),
  ];
  const legal: Item[] = [
    field('legalPerson', detail.legalPerson),
    field('legalPersonMobile', detail.legalPersonMobile),
    field('legalPersonCertNo', detail.legalPersonCertNo),
    field('legalpersonicvalidity', detail.legalpersonicvalidity),
  ];
  const bank: Item[] = [
    field('bankName', detail.bankName),
    field('openBankName', detail.openBankName),
    field('openBankCode', detail.openBankCode),
    field('openBankAccount', detail.openBankAccount),
  ];
  const decided = detail.reviewedAt !== null;
  const review: Item[] = [
    field('reviewer', detail.reviewerName),
    field('reviewedAt', formatTime(detail.reviewedAt)),
    field('reviewComment', detail.reviewComment, 2),
  ];

  return (
    <>
      {decided ? (
        <Descriptions
          className={styles.section}
          title={t('member.review.detail.review')}
          bordered
          size="small"
          column={column}
          classNames={{ label: styles.label }}
          items={review}
        />
      ) : null}
      <Descriptions
        className={styles.section}
        title={t('member.review.detail.enterprise')}
        bordered
        size="small"
        column={column}
        classNames={{ label: styles.label }}
        items={enterprise}
      />
      <Descriptions
        className={styles.section}
        title={t('member.review.detail.legal')}
        bordered
        size="small"
        column={column}
        classNames={{ label: styles.label }}
        items={legal}
      />
      <Descriptions
        className={styles.section}
        title={t('member.review.detail.bank')}
        bordered
        size="small"
        column={column}
        classNames={{ label: styles.label }}
        items={bank}
      />
      <section className={styles.section} aria-labelledby="review-operators">
        <h3 id="review-operators" className={styles.sectionTitle}>
          {t('member.review.detail.operators')}
        </h3>
        <Table
          size="small"
          rowKey="operatorMobile"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={detail.operators}
          columns={[
            { key: 'name', title: t('member.review.fields.operatorName'), dataIndex: 'operatorName' },
            { key: 'mobile', title: t('member.review.fields.operatorMobile'), dataIndex: 'operatorMobile' },
            { key: 'certNo', title: t('member.review.fields.operatorCertNo'), dataIndex: 'operatorCertNo' },
            {
              key: 'wxId',
              title: t('member.review.fields.wxId'),
              dataIndex: 'wxId',
              render: (value: string | null) => value || '—',
            },
            {
              key: 'type',
              title: t('member.review.fields.operatorType'),
              dataIndex: 'operatorType',
              render: (value: string) => t(`member.review.operatorType.${value}`),
            },
          ]}
        />
      </section>
    </>
  );
}
