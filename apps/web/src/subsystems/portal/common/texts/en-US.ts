import type { TextsLike } from '@/lib/i18n';
import type { CommonTexts } from './zh-CN';

const enUS: TextsLike<CommonTexts> = {
  common: {
    retry: 'Retry',
    home: 'Home',
    back: 'Back',
    newWindow: '(opens in a new window)',
  },
};

export default enUS;
