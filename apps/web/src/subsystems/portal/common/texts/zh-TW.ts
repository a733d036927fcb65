import type { TextsLike } from '@/lib/i18n';
import type { CommonTexts } from './zh-CN';

const zhTW: TextsLike<CommonTexts> = {
  common: {
    retry: '重試',
    home: '首頁',
    back: '返回',
    newWindow: '（在新視窗開啟）',
  },
};

export default zhTW;
