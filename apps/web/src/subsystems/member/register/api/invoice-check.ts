import { queryOptions } from '@tanstack/react-query';
import type { MessageParams } from '@scf/shared/envelope';
import { invoiceCheckReply } from '@scf/shared/schemas/member-api';
import { post } from '@/lib/request';
import { registerKeys } from './register-keys';

export const INVOICE_CHECK_PATH = '/api/member/invoice_check';

/**
 * Passed, or refused with the server's reason (not within six months, another seller, ...): its
 * zh-CN words, and the catalogue key and placeholders that say it in the user's language.
 */
export type InvoiceCheck =
  | { passed: true }
  | { passed: false; reason: string; reasonKey: string | null; reasonParams: MessageParams | null };

export interface InvoiceCheckInput {
  /** The stored name the upload returned. */
  fileName: string;
  companyName: string;
  /** The credit code typed so far, when it is a valid one: the seller's tax ID is then checked too. */
  uscCode: string | null;
}

/**
 * POST /api/member/invoice_check: the uploaded electronic invoice must be of the last six months,
 * issued by this company, to a buyer registered on the platform. A failed check is a reply
 * (isSuccess false, errorMsg the server's message), not an error.
 */
export async function checkInvoice({
  fileName,
  companyName,
  uscCode,
}: InvoiceCheckInput): Promise<InvoiceCheck> {
  const body = { fileName, companyName, ...(uscCode ? { uscCode } : {}) };
  const reply = invoiceCheckReply.parse(await post<unknown>(INVOICE_CHECK_PATH, body, { silent: true }));
  return reply.isSuccess
    ? { passed: true }
    : { passed: false, reason: reply.errorMsg, reasonKey: reply.errorKey, reasonParams: reply.errorParams };
}

/** Asked again for another file, name or code; the same question is answered from the cache. */
export const invoiceCheckQueryOptions = (input: InvoiceCheckInput) =>
  queryOptions({
    queryKey: registerKeys.invoiceCheck(input.fileName, input.companyName, input.uscCode ?? ''),
    queryFn: () => checkInvoice(input),
    staleTime: Number.POSITIVE_INFINITY,
  });
