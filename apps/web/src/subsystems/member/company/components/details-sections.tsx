import { Descriptions, Space, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MEMBER_CHANGE_GROUPS } from '@scf/shared/schemas/member-change';
import type {
  MemberChangeCurrent,
  MemberChangeField,
  MemberChangeValue,
} from '@scf/shared/schemas/member-change';
import { ValueView } from './value-view';
import { useValueLookups } from './use-value-lookups';
import styles from '../company.module.css';

type Item = NonNullable<DescriptionsProps['items']>[number];
// Two columns from lg: on a tablet the sidebar leaves the page about 450 px, where two bordered
// columns squeezed the values to a character a line.
const COLUMNS = { xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 };
const WIDE: ReadonlySet<MemberChangeField> = new Set(['businessAddr', 'address']);

/**
 * The enterprise's registered details, grouped as the registration wizard asks for them; a field
 * with a change waiting for review shows the new value beside the one in force. Documents as links.
 */
export function DetailsSections({ details }: { details: MemberChangeCurrent }) {
  const { t } = useTranslation();
  const lookups = useValueLookups();
  const waiting = new Map<string, MemberChangeValue>(
    (details.pending?.changes ?? []).map((c) => [c.field, c.to]),
  );

  const item = (field: MemberChangeField): Item => {
    const next = waiting.get(field);
    return {
      key: field,
      label: t(`member.company.fields.${field}`),
      span: WIDE.has(field) ? 2 : 1,
      children: (
        <Space wrap size={4}>
          <ValueView field={field} value={details.values[field]} lookups={lookups} />
          {waiting.has(field) ? (
            <Tag color="gold" className={styles.pendingValue}>
              {t('member.company.status.pending')}：
              <ValueView field={field} value={next ?? null} lookups={lookups} />
            </Tag>
          ) : null}
        </Space>
      ),
    };
  };
  const section = (key: keyof typeof MEMBER_CHANGE_GROUPS, extra: Item[] = []) => (
    <Descriptions
      key={key}
      className={styles.section}
      title={t(`member.company.groups.${key}`)}
      bordered
      size="small"
      column={COLUMNS}
      classNames={{ label: styles.label }}
      items={[...extra, ...MEMBER_CHANGE_GROUPS[key].map(item)]}
    />
  );

  return (
    <>
      {section('enterprise', [
        { key: 'usccCode', label: t('member.company.fields.usccCode'), children: details.usccCode, span: 2 },
      ])}
      {section('legal')}
      {section('bank')}
      <section className={styles.section} aria-labelledby="company-documents">
        <h3 id="company-documents" className={styles.groupTitle}>
          {t('member.company.groups.documents')}
        </h3>
        <ul className={styles.fileLinks}>
          {details.documents.map((doc) => (
            <li key={doc.kind}>
              <FileTextOutlined aria-hidden="true" />{' '}
              <a href={doc.url} target="_blank" rel="noopener noreferrer">
                {t(`member.company.documents.${doc.kind}`)}
                {doc.fileName ? `（${doc.fileName}）` : ''}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
