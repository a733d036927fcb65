import { useMemo } from 'react';
import type { FormInstance, FormRule } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { BLOCKING_STATUS_MESSAGES, REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';
import { normalizeUscc, usccProblem } from '@scf/shared/validators/uscc';
import { apiErrorText, refusalText } from '@/lib/form';
import type { Translate } from '@/lib/form';
import { memberStatusQueryOptions } from '../api/get-member-by-usccode';
import { invoiceCheckQueryOptions } from '../api/invoice-check';
import type { UploadedFile } from '@/lib/request/upload-file';
import type { EnterpriseValues } from '../lib/form-values';

/** The credit code when it is a valid one (GB 32100), upper case; null otherwise. */
export function validUscc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = normalizeUscc(value);
  return usccProblem(code) === null ? code : null;
}

/**
 * get_member_by_usccode when the credit code is left (or filled by recognition, or Next is pressed):
 * 0 / 5 / 7 stop the wizard with their message; an approved code is told to sign in instead, as the
 * server would refuse it. A failed call lets the form go on: app_reg_comp checks again.
 */
export function useMemberStatusRule(t: Translate): FormRule {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      validateTrigger: 'onBlur',
      validator: async (_rule, value: unknown) => {
        const code = validUscc(value);
        if (code === null) return; // the schema's rule speaks for this value
        const reply = await queryClient.fetchQuery(memberStatusQueryOptions(code)).catch(() => null);
        const status = reply?.status ?? null;
        if (status === null) return;
        const blocking = BLOCKING_STATUS_MESSAGES[status];
        if (blocking) throw new Error(t(`errors.${blocking}`));
        if (status === REGISTRATION_STATUS.approved) throw new Error(t('errors.memberRegistered'));
      },
    }),
    [queryClient, t],
  );
}

/**
 * The invoice: required unless the enterprise is white-listed (请上传发票), and it must pass
 * invoice_check for the company name on the form; a refusal shows the server's reason and keeps
 * Next and Finish from going on.
 */
export function useInvoiceRule(
  t: Translate,
  form: FormInstance<EnterpriseValues>,
  invoice: UploadedFile | null,
  waived: boolean,
): FormRule {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      validator: async () => {
        if (waived) return;
        if (!invoice) throw new Error(t('errors.invoiceRequired'));
        const companyName = String(form.getFieldValue('enterpriseName') ?? '').trim();
        if (companyName === '') throw new Error(t('member.register.invoice.nameFirst'));
        let check;
        try {
          const uscCode = validUscc(form.getFieldValue('enterpriseInfo'));
          check = await queryClient.fetchQuery(
            invoiceCheckQueryOptions({ fileName: invoice.fileName, companyName, uscCode }),
          );
        } catch (error) {
          throw new Error(apiErrorText(error, t), { cause: error });
        }
        if (!check.passed) throw new Error(refusalText(check, t, check.reason));
      },
    }),
    [queryClient, t, form, invoice, waived],
  );
}
