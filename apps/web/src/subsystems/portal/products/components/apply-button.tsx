import { Suspense, lazy, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_KEYS } from '@scf/shared/constants';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { apiErrorText, refusalText } from '@/lib/form';
import { paths } from '@/lib/paths';
import { hasPermission } from '@/lib/permissions';
import { isSignedIn, readUserInfo, rememberLoginUrl } from '@/lib/session';
import { useFeedback } from '@/lib/feedback';
import { checkProductAccess } from '../api/check-product-access';
import { applyAction, applyTarget, showApplyButton } from '../lib/apply-rules';
import type { ApplyContext } from '../lib/apply-rules';

// The dialog (its form and the shared schema that checks it, with zod) is its own chunk: the detail
// page loads without zod. Its fetch starts with the access check, so it is there when the check is.
const loadApplyDialog = () => import('../apply/components/apply-dialog');
const ApplyDialog = lazy(() => loadApplyDialog().then((module) => ({ default: module.ApplyDialog })));

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
 * to where the server says the product is applied for: the dialog, the apply page or its own page.
 */
export function ApplyButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal, message } = useFeedback();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const ctx = applyContext();
  if (!showApplyButton(ctx)) return null;

  const apply = async () => {
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
      case 'forbidden':
        void message.error(t('portal.products.detail.noPermission'));
        return;
      case 'check':
        break;
    }
    setChecking(true);
    void loadApplyDialog().catch(() => undefined);
    try {
      const target = applyTarget(await checkProductAccess(product.id), product);
      if (target.kind === 'dialog') setDialogOpen(true);
      else if (target.kind === 'go') void navigate(target.to);
      else void message.warning(refusalText(target, t, t('portal.products.detail.cannotApply')));
    } catch (error) {
      void message.error(apiErrorText(error, t));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button type="primary" size="large" loading={checking} onClick={() => void apply()}>
        {t('portal.products.detail.apply')}
      </Button>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <ApplyDialog product={product} userType={ctx.userType} open onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
