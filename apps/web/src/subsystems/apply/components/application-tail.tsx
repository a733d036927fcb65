import { Button, Form, Space } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DocumentConfRow, ProductDetail } from '@scf/shared/schemas/product';
import { paths } from '@/lib/paths';
import { AgreementCheck } from './agreement-check';
import { DocumentUploads } from './document-uploads';
import styles from './apply.module.css';

/**
 * What every application page ends with (business.md section 2): one upload per configured
 * document, the product's materials and templates, the agreement tick, back and confirm.
 */
export function ApplicationTail({
  product,
  documents,
  rule,
  pending,
  onConfirm,
}: {
  product: ProductDetail;
  documents: readonly DocumentConfRow[];
  rule: (path: string) => FormRule;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <h3 className={styles.section}>{t('apply.page.documents')}</h3>
      <Form.Item name="documentList" rules={[rule('document.*')]}>
        <DocumentUploads documents={documents} />
      </Form.Item>
      {product.materialNameList.length > 0 ? (
        <>
          <h3 className={styles.section}>{t('apply.page.materials')}</h3>
          <ul>
            {product.materialNameList.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {product.attachments.length > 0 ? (
        <>
          <h3 className={styles.section}>{t('apply.page.templates')}</h3>
          <Space wrap>
            {product.attachments.map((a) => (
              <Button key={a.fileHash} type="link" href={`${a.url}?download=1`}>
                {a.originalFileName}
              </Button>
            ))}
          </Space>
        </>
      ) : null}
      {product.agreementArticalList.length > 0 ? (
        <Form.Item name="agreementChecked" valuePropName="checked" rules={[rule('agreementChecked')]}>
          <AgreementCheck agreements={product.agreementArticalList} />
        </Form.Item>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => void navigate(`${paths.productDetail}?id=${product.id}`)}>
          {t('apply.page.back')}
        </Button>
        <Button type="primary" loading={pending} onClick={onConfirm}>
          {t('apply.page.confirm')}
        </Button>
      </div>
    </>
  );
}
