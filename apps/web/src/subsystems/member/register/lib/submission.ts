import type { AppRegCompRequest } from '@scf/shared/schemas/member';
import type { UploadedFile } from '@/lib/request/upload-file';
import type { EnterpriseValues, LegalValues, OperatorsValues, WizardStep } from './form-values';

export interface WizardData {
  enterprise: EnterpriseValues;
  legal: LegalValues;
  operators: OperatorsValues;
  licenceFile: UploadedFile;
  invoiceFile: UploadedFile | null;
  checkCode: string | null;
}

const text = (value: string | undefined) => value ?? '';

/**
 * The app_reg_comp body from the three forms (already validated by their step schemas); the server
 * parses it with the same schema, so what the forms let through it accepts or names.
 */
export function toSubmission(data: WizardData): AppRegCompRequest {
  const { enterprise: e, legal: l } = data;
  const attachment = (file: UploadedFile) => ({
    fileName: file.fileName,
    filePath: file.filePath,
    originalFileName: file.originalFileName,
    fileHash: file.fileHash,
  });
  return {
    compInfo: {
      enterpriseName: text(e.enterpriseName),
      enterpriseInfo: text(e.enterpriseInfo),
      legalRepr: text(e.legalRepr),
      validityTerm: text(e.validityTerm),
      businessAddr: text(e.businessAddr),
      address: text(e.address),
      addressCodeList: e.addressCodeList ?? [],
      contactName: text(e.contactName),
      contactMobile: text(e.contactMobile),
      contactEmail: text(e.contactEmail),
      fax: text(e.fax),
      taxCertImgUrl: text(e.taxCertImgUrl),
      ...(data.invoiceFile ? { billUrl: data.invoiceFile.filePath } : {}),
      companyScale: e.companyScale as AppRegCompRequest['compInfo']['companyScale'],
      isGreenEnterprise: e.isGreenEnterprise as AppRegCompRequest['compInfo']['isGreenEnterprise'],
      industryCode: text(e.industryCode),
      isAgricultural: e.isAgricultural as AppRegCompRequest['compInfo']['isAgricultural'],
    },
    legalPersonInfo: {
      legalPerson: text(l.legalPerson),
      legalpersonIcFront: text(l.legalpersonIcFront),
      legalpersonicback: text(l.legalpersonicback),
      legalPersonMobile: text(l.legalPersonMobile),
      legalPersonCertNo: text(l.legalPersonCertNo),
      legalpersonicvalidity: text(l.legalpersonicvalidity),
    },
    memberBankInfo: {
      bankName: text(l.bankName),
      openBankName: text(l.openBankName),
      openBankCode: text(l.openBankCode),
      openBankAccount: text(l.openBankAccount),
    },
    operatorInfoList: (data.operators.operatorInfoList ?? []).map((row) => ({
      operatorName: text(row.operatorName),
      operatorMobile: text(row.operatorMobile),
      operatorCertNo: text(row.operatorCertNo),
      ...(row.wxId ? { wxId: row.wxId } : {}),
      operatorType: row.operatorType ?? 'operating_sup',
    })),
    businessLicenseFile: attachment(data.licenceFile),
    ...(data.invoiceFile ? { invoiceFile: attachment(data.invoiceFile) } : {}),
    ...(data.checkCode ? { checkCode: data.checkCode } : {}),
  };
}

/** Where a field the server names lives in the wizard; 'checkCode' is the legal check dialog. */
export type ServerFieldTarget =
  { kind: 'field'; step: WizardStep; name: (string | number)[] } | { kind: 'checkCode' };

const STEP_OF_GROUP: Record<string, WizardStep> = {
  compInfo: 0,
  legalPersonInfo: 1,
  memberBankInfo: 1,
  operatorInfoList: 2,
};

/**
 * The wizard field behind a field path of the server's error (`compInfo.enterpriseInfo`,
 * `operatorInfoList.1.operatorMobile`, `invoiceFile`...), so the error can be marked where it is.
 */
export function targetOfServerField(path: string): ServerFieldTarget | null {
  const [group, ...rest] = path.split('.');
  if (group === undefined || group === '') return null;
  if (group === 'checkCode') return { kind: 'checkCode' };
  if (group === 'invoiceFile') return { kind: 'field', step: 0, name: ['billUrl'] };
  if (group === 'businessLicenseFile') return { kind: 'field', step: 0, name: ['taxCertImgUrl'] };
  const step = STEP_OF_GROUP[group];
  if (step === undefined) return null;
  if (group === 'operatorInfoList') {
    const [index, cell] = rest;
    if (index === undefined || !/^\d+$/.test(index))
      return { kind: 'field', step, name: ['operatorInfoList'] };
    return {
      kind: 'field',
      step,
      name: cell ? ['operatorInfoList', Number(index), cell] : ['operatorInfoList'],
    };
  }
  const [field] = rest;
  return field ? { kind: 'field', step, name: [field] } : null;
}

/** The field path and message of a failed call's first named error (data.errors, else `field: text`). */
export function namedServerError(
  data: unknown,
  info: string | null,
): { field: string; message: string } | null {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (Array.isArray(errors)) {
    const first = errors[0] as { field?: unknown; message?: unknown } | undefined;
    if (typeof first?.field === 'string' && typeof first.message === 'string') {
      return { field: first.field, message: first.message };
    }
  }
  const match = info ? /^([A-Za-z][\w.]*): (.+)$/s.exec(info) : null;
  return match?.[1] && match[2] ? { field: match[1], message: match[2] } : null;
}
