/**
 * Permission codes (shell.md section 6, business.md section 6), one table. A role is a set of these
 * codes; the server enforces them on every protected call and the web hides what a user lacks.
 */
export const PERMISSIONS = {
  accountManager: {
    add: 'ACCOUNT_MANAGER_ADD',
    edit: 'ACCOUNT_MANAGER_EDIT',
    enable: 'ACCOUNT_MANAGER_ENABLE',
    disable: 'ACCOUNT_MANAGER_DISABLE',
  },
  product: {
    add: 'PRODUCT_ADD',
    edit: 'PRODUCT_EDIT',
    submit: 'PRODUCT_SUBMIT',
    cancel: 'PRODUCT_CANCEL',
    putOn: 'PRODUCT_PUT_ON',
    putOff: 'PRODUCT_PUT_OFF',
    agentAdd: 'PRODUCT_AGENT_ADD',
    agentEdit: 'PRODUCT_AGENT_EDIT',
    agentDelete: 'PRODUCT_AGENT_DELETE',
    /** The back office's audit of a submitted product (issue 6). */
    audit: 'PRODUCT_AUDIT',
  },
  request: {
    add: 'REQUEST_ADD',
    edit: 'REQUEST_EDIT',
    submit: 'REQUEST_SUBMIT',
    cancel: 'REQUEST_CANCEL',
    confirm: 'REQUEST_CONFIRM',
    accept: 'REQUEST_ACCEPT',
    acceptRob: 'REQUEST_ACCEPT_ROB',
    audit: 'REQUEST_AUDIT',
    credit: 'REQUEST_CREDIT',
    loan: 'REQUEST_LOAN',
    judge: 'REQUEST_JUDGE',
  },
  salesman: {
    add: 'SALESMAN_ADD',
    edit: 'SALESMAN_EDIT',
    enable: 'SALESMAN_ENABLE',
    disable: 'SALESMAN_DISABLE',
    assign: 'SALESMAN_ASSIGN',
  },
  role: {
    add: 'ROLE_ADD',
    edit: 'ROLE_EDIT',
    disable: 'ROLE_DISABLE',
    enable: 'ROLE_ENABLE',
    delete: 'ROLE_DELETE',
    assignRights: 'ROLE_ASSIGN_RIGHTS',
  },
  authorization: {
    apply: 'AUTHORIZATION_APPLY',
    auditPass: 'AUTHORIZATION_AUDIT_PASS',
    auditReject: 'AUTHORIZATION_AUDIT_REJECT',
    cancel: 'AUTHORIZATION_CANCEL',
  },
  repayment: { confirm: 'REPAYMENT_CONFIRM' },
  enterprise: { edit: 'ENTERPRISE_EDIT' },
  /**
   * The back office's registration review (issue 5): decide, and correct a pending registration; and
   * its review of the changes an enterprise makes to its details (issue 7).
   */
  member: { review: 'MEMBER_REVIEW', edit: 'MEMBER_REGISTRATION_EDIT', changeReview: 'MEMBER_CHANGE_REVIEW' },
  /** Administration (issue 7, ours): the tenant's user accounts, its menus, its content. */
  user: { add: 'USER_ADD', edit: 'USER_EDIT', enable: 'USER_ENABLE', disable: 'USER_DISABLE' },
  menu: { add: 'MENU_ADD', edit: 'MENU_EDIT', delete: 'MENU_DELETE' },
  content: { edit: 'CONTENT_EDIT', publish: 'CONTENT_PUBLISH' },
  finance: {
    apply: 'FINANCE_APPLY',
    applyList: 'FINANCE_APPLY_LIST',
    applyLogmis: 'FINANCE_APPLY_LOGMIS',
    applyScbc: 'FINANCE_APPLY_SCBC',
    applyWms: 'FINANCE_APPLY_WMS',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof PERMISSIONS>;

export const ALL_PERMISSION_CODES: PermissionCode[] = Object.values(PERMISSIONS).flatMap(
  (family) => Object.values(family) as PermissionCode[],
);

/** The permission map of GET /api/user//getUserPermissions: code → true for every code held. */
export type PermissionMap = Record<string, boolean>;

/**
 * The check of the helper and the `<Permission>` wrapper: an empty code is always allowed; several
 * codes may be given comma-separated and any one suffices.
 */
export function hasPermission(map: PermissionMap, codes: string | null | undefined): boolean {
  const wanted = (codes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return wanted.length === 0 || wanted.some((code) => map[code] === true);
}
