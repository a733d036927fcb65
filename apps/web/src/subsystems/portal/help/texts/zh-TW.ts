import type { TextsLike } from '@/lib/i18n';
import type { HelpTexts } from './zh-CN';

const zhTW: TextsLike<HelpTexts> = {
  help: {
    title: '幫助中心',
    intro: '註冊、認證、融資申請與帳號安全的操作指南。',
    menu: '幫助文章',
    menuToggle: '幫助目錄',
    updated: '更新時間',
    empty: '暫無幫助文章',
    error: '幫助文章載入失敗',
    notFound: '未找到該幫助文章，已為您顯示第一篇',
  },
};

export default zhTW;
