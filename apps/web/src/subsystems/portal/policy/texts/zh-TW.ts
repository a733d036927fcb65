import type { TextsLike } from '@/lib/i18n';
import type { PolicyTexts } from './zh-CN';

const zhTW: TextsLike<PolicyTexts> = {
  policy: {
    breadcrumb: '融資政策',
    issuer: '發佈單位',
    published: '發佈時間',
    validity: '有效期',
    validRange: '{{from}} 至 {{to}}',
    validFrom: '{{from}} 起',
    longTerm: '長期有效',
    notFound: '政策不存在或已下線',
    error: '政策載入失敗',
  },
};

export default zhTW;
