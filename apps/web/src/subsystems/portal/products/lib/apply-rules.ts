import { PERMISSIONS } from '@scf/shared/permissions';
import { paths } from '@/lib/paths';

/**
 * The 'apply now' button of the product detail page (business.md section 4): when it shows and what
 * a click does. The session supplies who asks; `can` answers a permission code.
 */
export interface ApplyContext {
  /** User info and nickname are both present. */
  signedIn: boolean;
  /** Session userType (comp, financeOrg; core, toVerified, supplier are read as well). */
  userType: string | null;
  /** Session userAgentRawRoleCode: toVerified = not real-name verified (member_user_status '8'). */
  rawRoleCode: string | null;
  /** Session userAgentRoleCode. */
  roleCode: string | null;
  can(code: string): boolean;
}

const TO_VERIFIED = 'toVerified';
/** User types (or roles) the spec shows the button to whatever their permissions. */
const APPLYING_TYPES = new Set(['core', TO_VERIFIED, 'supplier']);

/**
 * Shown when not signed in, to an enterprise that is toVerified or may publish requests
 * (REQUEST_ADD), to the core / toVerified / supplier user types, and when the agent role is
 * toVerified or absent.
 */
export function showApplyButton(ctx: ApplyContext): boolean {
  if (!ctx.signedIn) return true;
  if (ctx.userType === 'comp' && (ctx.rawRoleCode === TO_VERIFIED || ctx.can(PERMISSIONS.request.add)))
    return true;
  if (ctx.userType !== null && APPLYING_TYPES.has(ctx.userType)) return true;
  if (ctx.roleCode !== null && APPLYING_TYPES.has(ctx.roleCode)) return true;
  return !ctx.rawRoleCode || ctx.rawRoleCode === TO_VERIFIED;
}

export type ApplyAction =
  /** Remember this page as loginUrl and go to the login screen. */
  | { kind: 'login' }
  /** Ask '您还未实名,是否前去实名认证?'; OK goes to the real-name page. */
  | { kind: 'realName'; to: string }
  | { kind: 'go'; to: string }
  /** The generic apply dialog on the detail page (credit products: docs/decisions.md). */
  | { kind: 'dialog' }
  /** '暂无权限'. */
  | { kind: 'forbidden' };

export function applyAction(
  ctx: ApplyContext,
  product: { id: string; productCode: string; financeTypeCode: string },
): ApplyAction {
  if (!ctx.signedIn) return { kind: 'login' };
  if (ctx.rawRoleCode === TO_VERIFIED) return { kind: 'realName', to: paths.realName };
  const query = new URLSearchParams({ id: product.id, productCode: product.productCode }).toString();
  if (product.financeTypeCode === 'receivable') {
    return ctx.can(PERMISSIONS.finance.applyList)
      ? { kind: 'go', to: `${paths.receivableDiscountAdd}?${query}` }
      : { kind: 'forbidden' };
  }
  if (!ctx.can(PERMISSIONS.finance.apply)) return { kind: 'forbidden' };
  // A credit product takes the generic dialog; a voucher product needs the apply page's bill data.
  return product.financeTypeCode === 'credit'
    ? { kind: 'dialog' }
    : { kind: 'go', to: `${paths.productApply}?${query}` };
}
