import { useState } from 'react';
import { Button, Checkbox, Grid, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@scf/shared/schemas/product';

type Agreement = ProductDetail['agreementArticalList'][number];

/** The agreement tick with each of the product's agreements to read (a form control: checked). */
export function AgreementCheck({
  agreements,
  checked,
  onChange,
  id,
}: {
  agreements: readonly Agreement[];
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [reading, setReading] = useState<Agreement | null>(null);
  return (
    <>
      <Checkbox id={id} checked={checked === true} onChange={(event) => onChange?.(event.target.checked)}>
        {t('apply.agreement.read')}
      </Checkbox>
      {agreements.map((a) => (
        <Button key={a.id} type="link" size="small" onClick={() => setReading(a)}>
          《{a.articleName}》
        </Button>
      ))}
      <Modal
        open={reading !== null}
        title={reading?.articleName}
        width={screens.md ? 800 : '100%'}
        onCancel={() => setReading(null)}
        footer={<Button onClick={() => setReading(null)}>{t('apply.agreement.close')}</Button>}
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>
          {reading?.articleText}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
