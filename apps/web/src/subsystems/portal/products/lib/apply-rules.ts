import { PERMISSIONS } from '@scf/shared/permissions';
import type { CheckProductAccessReply } from '@scf/shared/schemas/financing';
import { applyPaths, paths } from '@/lib/paths';

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
  /** Allowed: ask the server where the product is applied for (check_product_access). */
  | { kind: 'check' }
  /** '暂无权限'. */
  | { kind: 'forbidden' };

/**
 * A click (business.md section 4): a visitor signs in, a user not verified verifies, a receivable
 * product needs finance apply list (it leads to the receivable discount page), any other finance
 * apply (it leads to the apply page, or to its loan type's page, or to the dialog).
 */
export function applyAction(ctx: ApplyContext, product: { financeTypeCode: string }): ApplyAction {
  if (!ctx.signedIn) return { kind: 'login' };
  if (ctx.rawRoleCode === TO_VERIFIED) return { kind: 'realName', to: paths.realName };
  const code =
    product.financeTypeCode === 'receivable' ? PERMISSIONS.finance.applyList : PERMISSIONS.finance.apply;
  return ctx.can(code) ? { kind: 'check' } : { kind: 'forbidden' };
}

export type ApplyTarget =
  /** The generic dialog on the detail page (an FSP credit product without a credit line). */
  | { kind: 'dialog' }
  | { kind: 'go'; to: string }
  /** The server's reason it cannot be applied for now (zh-CN), and its translation key. */
  | { kind: 'refused'; reason: string | null; reasonKey: string | null };

/** Where check_product_access sends the applicant (the page keeps the product in its query). */
export function applyTarget(
  reply: CheckProductAccessReply,
  product: { id: string; productCode: string },
): ApplyTarget {
  if (!reply.canApply || reply.channel === null)
    return { kind: 'refused', reason: reply.reason, reasonKey: reply.reasonKey };
  if (reply.channel === 'dialog') return { kind: 'dialog' };
  const query = new URLSearchParams({ id: product.id, productCode: product.productCode }).toString();
  return { kind: 'go', to: `${applyPaths[reply.channel]}?${query}` };
}
