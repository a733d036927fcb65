import { useState } from 'react';
import { Avatar, Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import dayjs from '@/lib/dates/dayjs';
import { useTranslation } from 'react-i18next';
import { SHELL_VERSION } from '@scf/shared/constants';
import { PERMISSIONS } from '@scf/shared/permissions';
import { usePermission } from '@/lib/permissions';
import { readUserInfo } from '@/lib/session';
import { ChangeMobileDialog } from '@/shell/personal/change-mobile-dialog';
import { ChangePasswordDialog } from '@/shell/personal/change-password-dialog';
import { PersonalInfoDialog } from '@/shell/personal/personal-info-dialog';
import { useCurrentUser } from '@/shell/user-api/get-current-user';
import { sessionAlreadyEnded } from '@/shell/user-api/logout';
import { useLogout } from '@/shell/user-api/use-logout';
import { paths } from '@/lib/paths';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { useFeedback } from '@/lib/feedback';
import styles from './header.module.css';

type Dialog = 'password' | 'info' | 'mobile';

/**
 * User management (business.md section 2): the back office's user accounts for those holding a user
 * code, an institution's account managers for those holding an account-manager code.
 */
const USER_CODES = Object.values(PERMISSIONS.user).join(',');
const ACCOUNT_MANAGER_CODES = Object.values(PERMISSIONS.accountManager).join(',');

const formatTime = (value: string) => {
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : value;
};

interface UserMenuProps {
  onOpenPath: (path: string) => void;
  onSignedOut: () => void;
  /**
   * The header is compact (use-compact-header.ts): the button shows the avatar, its name for screen
   * readers, and who is signed in and since when move into the dropdown.
   */
  compact?: boolean;
}

/**
 * Who is signed in (name, id, last sign-in; business.md section 2) and what they can do about their
 * account: change password, personal info, mobile, user management, and sign out.
 */
export function UserMenu({ onOpenPath, onSignedOut, compact = false }: UserMenuProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const current = useCurrentUser();
  const logout = useLogout();
  const canManageAccounts = usePermission(USER_CODES);
  const canManageManagers = usePermission(ACCOUNT_MANAGER_CODES);
  const canManageUsers = canManageAccounts || canManageManagers;

  // What the sign-in stored shows until the current user arrives.
  const stored = readUserInfo();
  const name = current.data?.name ?? stored?.name ?? '';
  const userId = current.data?.userId ?? stored?.userId ?? '';
  const lastLogin = current.data ? current.data.lastLoginDateTime : (stored?.lastLoginDateTime ?? null);
  const lastLoginText = lastLogin
    ? t('userCentre.user.lastLogin', { time: formatTime(lastLogin) })
    : t('userCentre.user.firstLogin');

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: onSignedOut,
      onError: (error) => {
        // A session the server has already ended counts as signed out.
        if (sessionAlreadyEnded(error)) onSignedOut();
        else void message.error(t('errors.logoutFailed'));
      },
    });

  const summary: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span className={styles.summaryLines}>
          <span className={styles.summaryName}>{name}</span>
          <span>{t('userCentre.user.id', { id: userId })}</span>
          <span>{lastLoginText}</span>
        </span>
      ),
    },
    { type: 'divider' },
  ];
  const items: MenuProps['items'] = [
    ...(compact ? summary : []),
    { key: 'password', label: t('userCentre.user.changePassword') },
    { key: 'info', label: t('userCentre.user.personalInfo') },
    { key: 'mobile', label: t('userCentre.user.changeMobile') },
    ...(canManageUsers ? [{ key: 'users', label: t('userCentre.user.userManagement') }] : []),
    { type: 'divider' },
    { key: 'logout', label: t('userCentre.user.logout'), danger: true, disabled: logout.isPending },
    { type: 'divider' },
    // A label, not a disabled item: it is information, and greyed-out text would be hard to read.
    {
      key: 'version',
      type: 'group',
      label: (
        <span className={styles.versionLine}>{t('app.footer.version', { version: SHELL_VERSION })}</span>
      ),
    },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'logout') signOut();
            else if (key === 'users')
              onOpenPath(canManageAccounts ? paths.userManagement : paths.orgAccountManagers);
            else if (key === 'password' || key === 'info' || key === 'mobile') setDialog(key);
          },
        }}
      >
        <Button type="text" className={styles.userButton}>
          <Avatar size="small" icon={<UserOutlined aria-hidden="true" />} className={styles.avatar} />
          {compact ? (
            <VisuallyHidden>{name}</VisuallyHidden>
          ) : (
            <span className={styles.userLines}>
              <span className={styles.userName}>
                {name}
                <span className={styles.userId}>{t('userCentre.user.id', { id: userId })}</span>
              </span>
              <span className={styles.lastLogin}>{lastLoginText}</span>
            </span>
          )}
          <DownOutlined aria-hidden="true" className={styles.caret} />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <PersonalInfoDialog open={dialog === 'info'} onClose={() => setDialog(null)} />
      <ChangeMobileDialog open={dialog === 'mobile'} onClose={() => setDialog(null)} />
    </>
  );
}
