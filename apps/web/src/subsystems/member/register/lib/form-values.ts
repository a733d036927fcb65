import type { OperatorType } from '@scf/shared/schemas/member';

/**
 * What the wizard's three antd forms hold, field for field the shared step schemas
 * (registrationStepForms). Fields nobody has touched are undefined.
 */
export interface EnterpriseValues {
  enterpriseName?: string;
  enterpriseInfo?: string;
  legalRepr?: string;
  validityTerm?: string;
  businessAddr?: string;
  address?: string;
  addressCodeList?: string[];
  contactName?: string;
  contactMobile?: string;
  contactEmail?: string;
  fax?: string;
  taxCertImgUrl?: string;
  billUrl?: string;
  companyScale?: string;
  isGreenEnterprise?: string;
  industryCode?: string;
  isAgricultural?: string;
}

export interface LegalValues {
  legalPerson?: string;
  legalpersonIcFront?: string;
  legalpersonicback?: string;
  legalPersonMobile?: string;
  legalPersonCertNo?: string;
  legalpersonicvalidity?: string;
  bankName?: string;
  openBankName?: string;
  openBankCode?: string;
  openBankAccount?: string;
}

export interface OperatorValues {
  operatorName?: string;
  operatorMobile?: string;
  operatorCertNo?: string;
  wxId?: string;
  operatorType?: OperatorType;
}

export interface OperatorsValues {
  operatorInfoList?: OperatorValues[];
  authorizationAgreed?: boolean;
}

/** The wizard's steps: enterprise basic info, legal representative and bank, operators. */
export type WizardStep = 0 | 1 | 2;
