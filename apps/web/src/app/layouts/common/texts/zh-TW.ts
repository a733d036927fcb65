import type { TextsLike } from '@/lib/i18n';
import type { SiteFooterTexts } from './zh-CN';

const zhTW: TextsLike<SiteFooterTexts> = {
  siteFooter: {
    contact: '聯絡我們',
    operator: '營運單位：',
    address: '地址：',
    phone: '客服專線：',
    email: '客服信箱：',
    follow: '關注我們',
    links: '快速連結',
    newWindow: '（在新視窗開啟）',
  },
};

export default zhTW;
