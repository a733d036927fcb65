import { Typography } from 'antd';
import { FileImageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MemberChangeField, MemberChangeValue } from '@scf/shared/schemas/member-change';
import { shownValue } from '../lib/changes';
import type { ValueLookups } from '../lib/changes';

/** One field's value: its text, a link to a stored file, or a dash. */
export function ValueView({
  field,
  value,
  lookups,
}: {
  field: MemberChangeField;
  value: MemberChangeValue;
  lookups: ValueLookups;
}) {
  const { t } = useTranslation();
  const shown = shownValue(field, value, lookups);
  if (shown.kind === 'empty')
    return <Typography.Text type="secondary">{t('member.company.empty')}</Typography.Text>;
  if (shown.kind === 'file') {
    return (
      <a href={shown.url} target="_blank" rel="noopener noreferrer">
        <FileImageOutlined aria-hidden="true" /> {t('member.company.openFile')}
      </a>
    );
  }
  return <span>{shown.text}</span>;
}
