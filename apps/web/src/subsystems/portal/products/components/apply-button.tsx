import { useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_KEYS } from '@scf/shared/constants';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { paths } from '@/lib/paths';
import { hasPermission } from '@/lib/permissions';
import { isSignedIn, readUserInfo, rememberLoginUrl } from '@/lib/session';
import { ApplyDialog } from '../apply/components/apply-dialog';
import { applyAction, showApplyButton } from '../lib/apply-rules';
import type { ApplyContext } from '../lib/apply-rules';

/** Who is asking, from what the sign-in stored (shell.md section 3). */
function applyContext(): ApplyContext {
  return {
    signedIn:
      isSignedIn() && readUserInfo() !== null && Boolean(sessionStorage.getItem(SESSION_KEYS.nickName)),
    userType: sessionStorage.getItem(SESSION_KEYS.userType),
    rawRoleCode: sessionStorage.getItem(SESSION_KEYS.userAgentRawRoleCode),
    roleCode: sessionStorage.getItem(SESSION_KEYS.userAgentRoleCode),
    can: hasPermission,
  };
}

/**
 * 'Apply now' (business.md section 4): hidden from those the spec does not show it to; a visitor
 * is sent to sign in and brought back here, a user not yet verified is asked to verify, others go
 * to the application page their permissions allow.
 */
export function ApplyButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal, message } = App.useApp();
  const [dialogOpen, setDialogOpen] = useState(false);
  const ctx = applyContext();
  if (!showApplyButton(ctx)) return null;

  const apply = () => {
    const action = applyAction(applyContext(), product);
    switch (action.kind) {
      case 'login':
        rememberLoginUrl(`${location.pathname}${location.search}`);
        void navigate(paths.login);
        return;
      case 'realName':
        modal.confirm({
          title: t('portal.products.detail.realNameTitle'),
          content: t('portal.products.detail.realNamePrompt'),
          okText: t('portal.products.detail.ok'),
          cancelText: t('portal.products.detail.cancel'),
          onOk: () => void navigate(action.to),
        });
        return;
      case 'go':
        void navigate(action.to);
        return;
      case 'dialog':
        setDialogOpen(true);
        return;
      case 'forbidden':
        void message.error(t('portal.products.detail.noPermission'));
    }
  };

  return (
    <>
      <Button type="primary" size="large" onClick={apply}>
        {t('portal.products.detail.apply')}
      </Button>
      {dialogOpen ? (
        <ApplyDialog product={product} userType={ctx.userType} open onClose={() => setDialogOpen(false)} />
      ) : null}
    </>
  );
}
