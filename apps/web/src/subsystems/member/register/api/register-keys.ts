/**
 * Query keys of the registration wizard's calls, in one place. Dictionaries come in the request's
 * language, so their keys carry it.
 */
export const registerKeys = {
  industries: (lang: string) => ['member', 'register', 'industries', lang] as const,
  branches: (bankCode: string, keyword: string) =>
    ['member', 'register', 'branches', bankCode, keyword] as const,
  attachmentUsage: (lang: string) => ['member', 'register', 'attachment-usage', lang] as const,
  memberStatus: (uscCode: string) => ['member', 'register', 'status', uscCode] as const,
  extraCheck: (uscCode: string) => ['member', 'register', 'extra-check', uscCode] as const,
  invoiceCheck: (fileName: string, companyName: string, uscCode: string) =>
    ['member', 'register', 'invoice-check', fileName, companyName, uscCode] as const,
};
