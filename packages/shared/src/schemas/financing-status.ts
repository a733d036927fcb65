/**
 * The financing request's life cycle (issue 6), shared by the database checks, the server's state
 * machine and the screens. One table holds both kinds of request:
 *
 * - `product`: an application to one product (the apply dialog, the apply page, the loan-type
 *   pages); it goes to the product's institution at once.
 * - `demand`: a financing need the enterprise publishes (/request/requestRelease); it waits in the
 *   grab hall of every institution until one accepts it with one of its products.
 *
 *   submitted ─accept→ accepted ─credit→ credited ─loan→ loaned ─(every plan repaid)→ repaid
 *       │                  │                 │              │  ↑
 *       ├─ignore→ ignored  └──decline→ declined ←──┘        └─(a plan past due)→ overdue
 *       ├─cancel→ cancelled (by the enterprise)
 *       └─reject→ declined (by the back office's request review, before anyone accepts)
 *
 * A demand ignored by one institution stays submitted for the others (a per-institution ignore).
 */
export const FINANCING_STATUSES = [
  'submitted',
  'accepted',
  'ignored',
  'credited',
  'loaned',
  'repaid',
  'declined',
  'overdue',
  'cancelled',
] as const;
export type FinancingStatus = (typeof FINANCING_STATUSES)[number];

export const FINANCING_KINDS = ['product', 'demand'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];

/**
 * Where a product application came from: the dialog, the apply page, a loan-type page or the
 * receivable discount page.
 */
export const FINANCING_CHANNELS = ['dialog', 'page', 'waybill', 'scbc', 'wms', 'discount', 'demand'] as const;
export type FinancingChannel = (typeof FINANCING_CHANNELS)[number];

/** The transitions the server allows, from → the statuses it may move to. */
export const FINANCING_TRANSITIONS: Readonly<Record<FinancingStatus, readonly FinancingStatus[]>> = {
  submitted: ['accepted', 'ignored', 'cancelled', 'declined'],
  accepted: ['credited', 'declined'],
  credited: ['loaned', 'declined'],
  loaned: ['repaid', 'overdue'],
  overdue: ['repaid'],
  ignored: [],
  declined: [],
  repaid: [],
  cancelled: [],
};

export const canMoveFinancing = (from: FinancingStatus, to: FinancingStatus): boolean =>
  FINANCING_TRANSITIONS[from].includes(to);

export const REPAY_PLAN_STATUSES = ['pending', 'repaid', 'overdue'] as const;
export type RepayPlanStatus = (typeof REPAY_PLAN_STATUSES)[number];

/** Repayment methods a credit may use (the repay_type dictionary's codes). */
export const REPAY_METHODS = ['interest_first', 'equal_installment', 'equal_principal', 'bullet'] as const;
export type RepayMethod = (typeof REPAY_METHODS)[number];

/** Alerts: dealStatus 0 unprocessed, otherwise processed (business.md section 3). */
export const WARN_DEAL_STATUS = { unprocessed: 0, processed: 1 } as const;
