import { Button, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { RealNameStatus } from '@scf/shared/schemas/real-name';
import { paths } from '@/lib/paths';
import { continueTarget } from '../lib/redirect-target';
import styles from '../realname.module.css';

/** The done state: what was verified (masked) and the way on. */
export function VerifiedResult({ status }: { status: RealNameStatus }) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirectUrl');
  const target = continueTarget(redirect, paths.product);
  const items = [
    status.realName && {
      key: 'realName',
      label: t('member.realname.done.realName'),
      children: status.realName,
    },
    status.certNo && { key: 'certNo', label: t('member.realname.done.certNo'), children: status.certNo },
    status.verifiedAt && {
      key: 'verifiedAt',
      label: t('member.realname.done.verifiedAt'),
      children: new Date(status.verifiedAt).toLocaleString(i18n.language),
    },
  ].filter((item) => item !== null && item !== '');

  return (
    <Result
      status="success"
      title={t('member.realname.done.title')}
      subTitle={
        items.length > 0 ? (
          <Descriptions className={styles.details} column={1} size="small" bordered items={items} />
        ) : undefined
      }
      extra={
        <Link to={target}>
          <Button type="primary">
            {redirect === target ? t('member.realname.done.continue') : t('member.realname.done.toProducts')}
          </Button>
        </Link>
      }
    />
  );
}
