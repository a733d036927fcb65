import type { TextsLike } from '@/lib/i18n';
import type { PolicyTexts } from './zh-CN';

const enUS: TextsLike<PolicyTexts> = {
  policy: {
    breadcrumb: 'Financing policies',
    issuer: 'Issued by',
    published: 'Published',
    validity: 'Valid',
    validRange: '{{from}} to {{to}}',
    validFrom: 'from {{from}}',
    longTerm: 'No end date',
    notFound: 'This policy does not exist or is no longer published',
    error: 'The policy could not be loaded',
  },
};

export default enUS;
