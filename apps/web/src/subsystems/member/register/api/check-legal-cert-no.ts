import { useMutation } from '@tanstack/react-query';
import { checkLegalCertNoReply } from '@scf/shared/schemas/member-api';
import { post } from '@/lib/request';

export const CHECK_LEGAL_CERT_NO_PATH = '/api/member/check_legal_cert_no';

/** The last four digits of the legal representative's mobile; rejects when they do not match. */
export async function checkLegalCertNo(input: { uscCode: string; checkCode: string }): Promise<void> {
  checkLegalCertNoReply.parse(await post<unknown>(CHECK_LEGAL_CERT_NO_PATH, input, { silent: true }));
}

export function useCheckLegalCertNo() {
  return useMutation({ mutationFn: checkLegalCertNo });
}
