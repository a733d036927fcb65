import type { Recognised } from '../api/recognise-document';
import type { EnterpriseValues, LegalValues } from './form-values';

/** What a recognised document fills in: the fields of one step, read values only. */
export type OcrFill =
  { step: 0; values: Partial<EnterpriseValues> } | { step: 1; values: Partial<LegalValues> };

/** Keeps the fields that were read; an unread field (null) leaves what the user typed. */
function readOnly<T extends Record<string, string | null>>(fields: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: string;
  };
}

/**
 * The form values a recognition gives: the licence fills step 0's company name, credit code, legal
 * representative, licence address and business term; the ID card's photo side the legal person's
 * name and ID number, its emblem side the ID card's validity (step 1).
 */
export function ocrFill(recognised: Recognised): OcrFill {
  switch (recognised.document) {
    case 'licence': {
      const { enterpriseName, enterpriseInfo, legalRepr, businessAddr, validityTerm } = recognised.fields;
      return {
        step: 0,
        values: readOnly({ enterpriseName, enterpriseInfo, legalRepr, businessAddr, validityTerm }),
      };
    }
    case 'idFront': {
      const { legalPerson, legalPersonCertNo } = recognised.fields;
      return { step: 1, values: readOnly({ legalPerson, legalPersonCertNo }) };
    }
    case 'idBack':
      return {
        step: 1,
        values: readOnly({ legalpersonicvalidity: recognised.fields.legalpersonicvalidity }),
      };
  }
}
