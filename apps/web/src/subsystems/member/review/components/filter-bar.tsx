import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';
import { REVIEW_LIMITS } from '@scf/shared/schemas/member-review';
import styles from '../review.module.css';

export interface ReviewFilter {
  status?: number;
  keyword?: string;
}

/**
 * Status and keyword (enterprise name or credit code); searching starts again at page 1. No status
 * shows every registration, pending ones first (the server's order).
 */
export function FilterBar({ onSearch }: { onSearch: (filter: ReviewFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewFilter>();
  const statuses = Object.values(REGISTRATION_STATUS).map((value) => ({
    value,
    label: t(`member.review.status.${value}`),
  }));
  const search = (values: ReviewFilter) =>
    onSearch({ status: values.status, keyword: values.keyword?.trim() || undefined });
  return (
    <Form form={form} name="review-filter" layout="inline" className={styles.filter} onFinish={search}>
      <Form.Item name="status" label={t('member.review.filter.status')}>
        <Select
          allowClear
          className={styles.statusSelect}
          placeholder={t('member.review.filter.allStatuses')}
          options={statuses}
        />
      </Form.Item>
      <Form.Item name="keyword" className={styles.keyword}>
        <Input
          allowClear
          maxLength={REVIEW_LIMITS.keyword}
          placeholder={t('member.review.filter.keyword')}
          aria-label={t('member.review.filter.keyword')}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('member.review.filter.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search(form.getFieldsValue());
            }}
          >
            {t('member.review.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
