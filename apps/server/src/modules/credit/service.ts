import type { FastifyInstance } from 'fastify';
import type { Language } from '@scf/shared';
import { ERROR_CODES } from '@scf/shared';
import type { CreCreditRow, CreditorRow } from '@scf/shared/schemas/financing-apply-page';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import { refusal } from '@/lib/app-error.ts';
import { findLine, listCreditors, productByCode } from '@/modules/credit/repository.ts';
import { listDictItems } from '@/modules/dict/repository.ts';
import { FINANCING_TEXTS, requireMember } from '@/modules/financing/service.ts';
import { dictName } from '@/modules/product/service.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * The apply page's credit calls (business.md section 7): queryCreCredit, the caller's own line on a
 * product (empty: 抱歉，您尚未获得此产品的授信额度，暂无法申请融资), and queryCreCreditPro, the
 * cash-out parties that hold a line on it (never the caller).
 */

type Data = Pick<FastifyInstance, 'db'>;

async function shelfProduct(app: Data, tenantId: number, productCode: string) {
  const product = await productByCode(app.db, tenantId, productCode);
  if (!product || product.productStatus !== PRODUCT_STATUS.onShelf) {
    throw refusal(ERROR_CODES.NOT_FOUND, FINANCING_TEXTS.productUnavailable, { httpStatus: 404 });
  }
  return product;
}

export async function queryCreCredit(
  app: Data,
  user: AuthUser,
  language: Language,
  productCode: string,
): Promise<{ rows: CreCreditRow[]; total: number }> {
  const memberId = await requireMember(app, user);
  const product = await shelfProduct(app, user.tenantId, productCode);
  const line = await findLine(app.db, user.tenantId, memberId, product.id);
  if (!line) return { rows: [], total: 0 };
  const methods = await listDictItems(app.db, user.tenantId, ['repay_type']);
  const method = methods.find((m) => m.value === line.repayType);
  return {
    rows: [
      {
        id: String(line.id),
        productCode,
        creditAmount: line.creditAmountFen,
        lessCreditAmount: line.availableFen,
        repayType: line.repayType,
        repayTypeDesc: method ? dictName(method, language) : line.repayType,
        fundingPartyName: line.fundingPartyName,
        gmtModify: line.updatedAt.toISOString(),
      },
    ],
    total: 1,
  };
}

export async function queryCreCreditPro(
  app: Data,
  user: AuthUser,
  query: { productCode: string; userName?: string | undefined; pageNo: number; pageSize: number },
): Promise<{ rows: CreditorRow[]; total: number }> {
  const memberId = await requireMember(app, user);
  const product = await shelfProduct(app, user.tenantId, query.productCode);
  return listCreditors(
    app.db,
    { tenantId: user.tenantId, productId: product.id, exceptMemberId: memberId, userName: query.userName },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
}
