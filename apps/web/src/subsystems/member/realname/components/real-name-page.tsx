import { useEffect, useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SESSION_KEYS } from '@scf/shared/constants';
import type { RealNameStatus } from '@scf/shared/schemas/real-name';
import { useFeedback } from '@/lib/feedback';
import { useRealNameStatus } from '../api/get-real-name-status';
import { signedInUserId } from '../api/real-name-keys';
import { applyVerifiedSession, sessionIsBehind } from '../lib/apply-verified-session';
import styles from '../realname.module.css';
import { OnlineForm } from './online-form';
import { QrPanel } from './qr-panel';
import { VerifiedResult } from './verified-result';

type Method = 'qr' | 'online';

/**
 * /member/realname: an enterprise user not yet verified chooses 扫码认证 (QR code for the phone) or
 * 在线认证 (form with SMS code); once verified, by either path, the page shows the masked result and
 * this tab's stored role, permissions and menus follow at once.
 */
export function RealNamePage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  // Institutions and operators are refused by the server (-107, which signs out): not asked at all.
  const enterprise = sessionStorage.getItem(SESSION_KEYS.userType) === 'comp';
  const [method, setMethod] = useState<Method>('qr');
  const status = useRealNameStatus({ enabled: enterprise, poll: method === 'qr' });

  // Verified elsewhere (the phone): bring what this tab stored up to date.
  useEffect(() => {
    if (status.data && sessionIsBehind(status.data)) {
      void applyVerifiedSession(queryClient, signedInUserId(), status.data);
    }
  }, [status.data, queryClient]);

  const onVerified = (verified: RealNameStatus) => {
    void message.success(t('member.realname.done.success'));
    void applyVerifiedSession(queryClient, signedInUserId(), verified);
  };

  const body = () => {
    if (!enterprise) {
      return (
        <Result
          status="info"
          title={t('member.realname.onlyEnterprise')}
          subTitle={t('member.realname.onlyEnterpriseHint')}
        />
      );
    }
    if (status.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (status.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('member.realname.loadFailed')}
          action={
            <Button size="small" onClick={() => void status.refetch()}>
              {t('member.realname.retry')}
            </Button>
          }
        />
      );
    }
    if (status.data.verified) return <VerifiedResult status={status.data} />;
    return (
      <>
        <Alert className={styles.intro} type="info" showIcon title={t('member.realname.intro')} />
        <Tabs
          activeKey={method}
          onChange={(key) => setMethod(key as Method)}
          items={[
            {
              key: 'qr',
              label: t('member.realname.tabs.qr'),
              children: <QrPanel active={method === 'qr'} />,
            },
            {
              key: 'online',
              label: t('member.realname.tabs.online'),
              children: <OnlineForm status={status.data} onVerified={onVerified} />,
            },
          ]}
        />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <Card title={t('member.realname.title')}>{body()}</Card>
    </div>
  );
}
