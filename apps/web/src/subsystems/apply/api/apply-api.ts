import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { checkProductAccessReply } from '@scf/shared/schemas/financing';
import { bankBranchUrlReply, creCreditReply, creditorPage } from '@scf/shared/schemas/financing-apply-page';
import type { IncomingApplyRequest } from '@scf/shared/schemas/financing-apply-page';
import type {
  ReceivableApplyRequest,
  WarehouseApplyRequest,
  WaybillApplyRequest,
} from '@scf/shared/schemas/financing-loan-type';
import { memberDetail } from '@scf/shared/schemas/member-api';
import { ERROR_CODES } from '@scf/shared/errors';
import { documentConfRow, productDetail } from '@scf/shared/schemas/product';
import { errorCode } from '@/lib/form';
import { get, post } from '@/lib/request';

/**
 * The calls of the application pages (business.md section 7; paths in
 * @scf/shared/schemas/financing-apply-page and financing-loan-type). Silent: each page shows the
 * refusal where it belongs.
 */

export const applyKeys = {
  all: ['apply'] as const,
  product: (id: string, lang: string) => ['apply', 'product', id, lang] as const,
  access: (id: string) => ['apply', 'access', id] as const,
  credit: (productCode: string, lang: string) => ['apply', 'credit', productCode, lang] as const,
  creditors: (productCode: string, userName: string, pageNo: number) =>
    ['apply', 'creditors', productCode, userName, pageNo] as const,
  documents: (productCode: string) => ['apply', 'documents', productCode] as const,
  branches: (bankCode: string, keyword: string) => ['apply', 'branches', bankCode, keyword] as const,
  member: ['apply', 'member'] as const,
};

const created = z.object({ id: z.number(), applyCode: z.string() });
const documentConfReply = z.object({ rows: z.array(documentConfRow), total: z.number() });

const call = async <T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> =>
  schema.parse(await post<unknown>(path, body, { silent: true }));

/** The product, as its detail page shows it (getProdProduct). */
export function useProduct(id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: applyKeys.product(id, i18n.language),
    queryFn: () => call('/portal/fin/product/getProdProduct', { id }, productDetail),
    enabled: id !== '',
  });
}

/** check_product_access: may the caller apply, why not, and on which page. */
export function useProductAccess(id: string, enabled: boolean) {
  return useQuery({
    queryKey: applyKeys.access(id),
    queryFn: () => call('/api/financing/check_product_access', { productId: id }, checkProductAccessReply),
    enabled: enabled && id !== '',
    staleTime: 0,
  });
}

/** queryCreCredit: the caller's credit line on the product (no row: no credit). */
export function useOwnCredit(productCode: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: applyKeys.credit(productCode, i18n.language),
    queryFn: () => call('/portal/fin/credit/queryCreCredit', { productCode }, creCreditReply),
    enabled: enabled && productCode !== '',
  });
}

/** queryCreCreditPro: the cash-out parties of the product, by name. */
export function useCreditors(productCode: string, userName: string, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: applyKeys.creditors(productCode, userName, pageNo),
    queryFn: () =>
      call('/portal/fin/credit/queryCreCreditPro', { pageNo, pageSize, userName, productCode }, creditorPage),
    placeholderData: keepPreviousData,
  });
}

/** queryProductDocumentConf: the documents the page asks for (customer 2, scene incoming). */
export function useDocumentConf(productCode: string) {
  return useQuery({
    queryKey: applyKeys.documents(productCode),
    queryFn: async () =>
      documentConfReply.parse(
        await get<unknown>('/admin/fin/product/conf/queryProductDocumentConf', {
          params: { customer_type: 2, business_scene_code: 'incoming', product_code: productCode },
          silent: true,
        }),
      ).rows,
    enabled: productCode !== '',
  });
}

/** getBankBranchUrl: branches of the bank picked whose name holds the (debounced) keyword. */
export function useBankBranchSearch(bankCode: string | undefined, keyword: string | null) {
  return useQuery({
    queryKey: applyKeys.branches(bankCode ?? '', keyword ?? ''),
    queryFn: async () =>
      (await call('/api/bbws/getBankBranchUrl', { bankFullName: keyword, bankCode }, bankBranchUrlReply))
        .rows,
    enabled: Boolean(bankCode) && keyword !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** /api/member/detail: the caller's enterprise (its settlement account fills the page); 14001 = none. */
export function useOwnMember() {
  return useQuery({
    queryKey: applyKeys.member,
    queryFn: async () => {
      try {
        return await call('/api/member/detail', {}, memberDetail);
      } catch (error) {
        if (errorCode(error) === ERROR_CODES.MEMBER_DETAIL_NONE) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Registers the signer's public key; the signer calls it before its first signature. */
export const registerSignerKey = (publicKey: string) =>
  call('/api/financing/signer/register', { publicKey }, z.object({ keyId: z.string() }));

function useSubmit<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => call(path, body, created),
    // The new request shows in the finance screens' lists. Not this page's own queries: it leaves
    // for the product's detail, and a fresh access answer would replace the form first.
    onSuccess: () => client.invalidateQueries({ queryKey: ['finance'] }),
  });
}

export const useIncomingApply = () => useSubmit<IncomingApplyRequest>('/api/financing/incoming_apply');
export const useWaybillApply = () => useSubmit<WaybillApplyRequest>('/api/financing/waybill_apply');
export const useScbcApply = () => useSubmit<ReceivableApplyRequest>('/api/financing/scbc_apply');
export const useWmsApply = () => useSubmit<WarehouseApplyRequest>('/api/financing/wms_apply');
