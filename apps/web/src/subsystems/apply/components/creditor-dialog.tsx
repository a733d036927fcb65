import { useState } from 'react';
import { Button, Grid, Input, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWan } from '@scf/shared/money';
import { creditorCovers } from '@scf/shared/schemas/financing-apply-page';
import type { CreditorRow } from '@scf/shared/schemas/financing-apply-page';
import { useFeedback } from '@/lib/feedback';
import { useCreditors } from '../api/apply-api';
import styles from './apply.module.css';

const PAGE_SIZE = 10;
/** business.md section 9: the cash-out party chooser is 880 × 400. */
const WIDTH = 880;

/**
 * 选择兑付方 (business.md sections 2 and 5): the companies holding a credit line on the product,
 * searchable by name. A party whose available credit does not cover the amount × 1,000,000 is
 * refused with 授信额度不足; the applicant itself is never listed (nor accepted).
 */
export function CreditorDialog({
  open,
  productCode,
  amount,
  selfUserCode,
  onChoose,
  onClose,
}: {
  open: boolean;
  productCode: string;
  /** The amount applied for, in yuan, as typed. */
  amount: string;
  selfUserCode: string | null;
  onChoose: (row: CreditorRow) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const screens = Grid.useBreakpoint();
  const [typed, setTyped] = useState('');
  const [userName, setUserName] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const creditors = useCreditors(productCode, userName, pageNo, PAGE_SIZE);

  const choose = (row: CreditorRow) => {
    if (row.userCode === selfUserCode) {
      void message.error(t('validation.creditorSelf'));
      return;
    }
    if (!creditorCovers(row.lessCreditAmount, amount)) {
      void message.error(t('validation.creditInsufficient'));
      return;
    }
    onChoose(row);
  };

  return (
    <Modal
      open={open}
      title={t('apply.creditor.title')}
      width={screens.md ? WIDTH : '100%'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('apply.creditor.cancel')}</Button>}
      destroyOnHidden
    >
      <Input.Search
        aria-label={t('apply.creditor.search')}
        placeholder={t('apply.creditor.search')}
        value={typed}
        maxLength={50}
        allowClear
        enterButton={t('apply.creditor.find')}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => {
          setUserName(value.trim());
          setPageNo(1);
        }}
      />
      <div className={styles.creditorList}>
        <Table<CreditorRow>
          rowKey="userCode"
          size="small"
          loading={creditors.isFetching}
          dataSource={creditors.data?.rows ?? []}
          locale={{ emptyText: t('apply.creditor.empty') }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: creditors.data?.total ?? 0,
            onChange: setPageNo,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: t('apply.creditor.name'), dataIndex: 'userName' },
            { title: t('apply.creditor.code'), dataIndex: 'userCode' },
            {
              title: t('apply.creditor.available'),
              dataIndex: 'lessCreditAmount',
              align: 'right',
              render: (fen: number) => formatWan(fen, i18n.language),
            },
            {
              title: t('apply.creditor.action'),
              key: 'choose',
              render: (_, row) => (
                <Button
                  type="link"
                  onClick={() => choose(row)}
                  aria-label={t('apply.creditor.chooseOne', { name: row.userName })}
                >
                  {t('apply.creditor.choose')}
                </Button>
              ),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
