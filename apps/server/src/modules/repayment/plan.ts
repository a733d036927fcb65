import type { RepayMethod } from '@scf/shared/schemas/financing-status';

/**
 * The repayment plan of a loan: one instalment a month from the loan date (the last one at
 * maturity), integer fen, the principal summing exactly to the loan. rateBp is the annual rate in
 * basis points of a percent (4.35 % = 435); a month's interest is a twelfth of a year's.
 */
export interface PlanInput {
  loanAmountFen: number;
  rateBp: number;
  periodMonths: number;
  repayType: RepayMethod;
  /** YYYY-MM-DD. */
  loanDate: string;
}

export interface Instalment {
  periodNo: number;
  repayDate: string;
  principalFen: number;
  interestFen: number;
  repayAmountFen: number;
}

/** The date `months` after an ISO date; a day past the month's end clamps to its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

const instalment = (periodNo: number, repayDate: string, principalFen: number, interestFen: number) => ({
  periodNo,
  repayDate,
  principalFen,
  interestFen,
  repayAmountFen: principalFen + interestFen,
});

export function buildRepayPlan(input: PlanInput): Instalment[] {
  const { loanAmountFen: loan, periodMonths: n, loanDate } = input;
  const monthlyRate = input.rateBp / 10_000 / 12;
  const dateOf = (k: number) => addMonths(loanDate, k);

  switch (input.repayType) {
    case 'bullet':
      return [instalment(1, dateOf(n), loan, Math.round(loan * monthlyRate * n))];
    case 'interest_first': {
      const interest = Math.round(loan * monthlyRate);
      return Array.from({ length: n }, (_, i) =>
        instalment(i + 1, dateOf(i + 1), i === n - 1 ? loan : 0, interest),
      );
    }
    case 'equal_principal': {
      const share = Math.floor(loan / n);
      let remaining = loan;
      return Array.from({ length: n }, (_, i) => {
        const principal = i === n - 1 ? remaining : share;
        const interest = Math.round(remaining * monthlyRate);
        remaining -= principal;
        return instalment(i + 1, dateOf(i + 1), principal, interest);
      });
    }
    case 'equal_installment': {
      // 等额本息: a constant payment; each month's interest on what is left, the rest is principal.
      const payment =
        monthlyRate === 0
          ? loan / n
          : (loan * monthlyRate * (1 + monthlyRate) ** n) / ((1 + monthlyRate) ** n - 1);
      let remaining = loan;
      return Array.from({ length: n }, (_, i) => {
        const interest = Math.round(remaining * monthlyRate);
        const principal = i === n - 1 ? remaining : Math.min(remaining, Math.round(payment) - interest);
        remaining -= principal;
        return instalment(i + 1, dateOf(i + 1), principal, interest);
      });
    }
  }
}
