import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SESSION_KEYS } from '@scf/shared/constants';
import { ERROR_CODES } from '@scf/shared/errors';
import type { ApplyChannel, CheckProductAccessReply } from '@scf/shared/schemas/financing';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { apiErrorText, errorCode, refusalText } from '@/lib/form';
import { applyPaths, paths } from '@/lib/paths';
import { hasPermission } from '@/lib/permissions';
import { isSignedIn, readUserInfo, rememberLoginUrl } from '@/lib/session';
import { useProduct, useProductAccess } from '../api/apply-api';
import { ApplyFrame } from './apply-frame';
import { ProductSummary } from './product-summary';

const ID_PATTERN = /^[1-9]\d{0,15}$/;

export interface GateContext {
  product: ProductDetail;
  access: CheckProductAccessReply;
}

/**
 * Who may fill in an application page, before any field shows (business.md section 4): a visitor
 * is asked to sign in and brought back, a user not verified is sent to verify, a user without the
 * page's permission reads 暂无权限; then the server's check_product_access says whether the product
 * can be applied for now and on which page; a product of another page is sent there.
 */
export function ApplicationGate({
  expected,
  permission,
  title,
  children,
}: {
  expected: ApplyChannel;
  permission: string;
  title: string;
  children: (context: GateContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = ID_PATTERN.test(raw) ? raw : '';
  const signedIn = isSignedIn() && readUserInfo() !== null;
  const notVerified = sessionStorage.getItem(SESSION_KEYS.userAgentRawRoleCode) === 'toVerified';
  const allowed = signedIn && !notVerified && hasPermission(permission);
  const product = useProduct(id);
  const access = useProductAccess(id, allowed);
  const backToProduct = (
    <Button key="back" onClick={() => void navigate(id ? `${paths.productDetail}?id=${id}` : paths.product)}>
      {t('apply.gate.backToProduct')}
    </Button>
  );

  const frame = (body: ReactNode) => (
    <ApplyFrame productId={id} productName={product.data?.productName} title={title}>
      {product.data ? <ProductSummary product={product.data} /> : null}
      {body}
    </ApplyFrame>
  );

  if (id === '' || (product.isError && errorCode(product.error) === ERROR_CODES.NOT_FOUND)) {
    return frame(<Result status="404" title={t('apply.gate.notFound')} extra={backToProduct} />);
  }
  if (!signedIn) {
    return frame(
      <Result
        status="info"
        title={t('apply.gate.signIn')}
        extra={[
          <Button
            key="login"
            type="primary"
            onClick={() => {
              rememberLoginUrl(`${location.pathname}${location.search}`);
              void navigate(paths.login);
            }}
          >
            {t('apply.gate.login')}
          </Button>,
          backToProduct,
        ]}
      />,
    );
  }
  if (notVerified) {
    return frame(
      <Result
        status="info"
        title={t('apply.gate.realName')}
        extra={[
          <Button key="verify" type="primary" onClick={() => void navigate(paths.realName)}>
            {t('apply.gate.verify')}
          </Button>,
          backToProduct,
        ]}
      />,
    );
  }
  if (!allowed)
    return frame(<Result status="403" title={t('apply.gate.noPermission')} extra={backToProduct} />);
  if (product.isError || access.isError) {
    const error = product.error ?? access.error;
    return frame(
      <Result
        status="error"
        title={t('apply.gate.loadFailed')}
        subTitle={apiErrorText(error, t)}
        extra={backToProduct}
      />,
    );
  }
  if (!product.data || !access.data) return frame(<Skeleton active paragraph={{ rows: 8 }} />);

  const { channel } = access.data;
  if (channel !== null && channel !== expected) {
    // The spec's apply page entry: a loan type with a page of its own goes there, and so on.
    if (channel !== 'dialog') return <Navigate replace to={`${applyPaths[channel]}${location.search}`} />;
    return frame(<Result status="warning" title={t('validation.noCredit')} extra={backToProduct} />);
  }
  if (!access.data.canApply) {
    const title = refusalText(access.data, t, t('apply.gate.cannotApply'));
    return frame(<Result status="warning" title={title} extra={backToProduct} />);
  }
  return frame(children({ product: product.data, access: access.data }));
}
