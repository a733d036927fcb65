import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SESSION_KEYS } from '@scf/shared/constants';

/** 早上好 / 下午好 / 晚上好 and the user's name: all a user not yet verified sees of a dashboard. */
export function Greeting() {
  const { t } = useTranslation();
  const hour = new Date().getHours();
  const part = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  const name = sessionStorage.getItem(SESSION_KEYS.nickName) ?? '';
  return (
    <Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t(`finance.dashboard.greeting.${part}`, { name })}
      </Typography.Title>
      <Typography.Text type="secondary">{t('finance.dashboard.greeting.welcome')}</Typography.Text>
    </Card>
  );
}
