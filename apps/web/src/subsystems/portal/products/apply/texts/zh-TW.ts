import type { TextsLike } from '@/lib/i18n';
import type { ApplyTexts } from './zh-CN';

const zhTW: TextsLike<ApplyTexts> = {
  apply: {
    wan: '萬元',
    title: '融資申請',
    product: '申請產品',
    amount: '貸款金額（萬元）',
    amountRange: '可申請範圍：{{range}}',
    unlimited: '不限',
    period: '貸款期限（月）',
    periodRange: '可申請期限：{{range}}個月',
    guarantTypes: '擔保方式',
    purpose: '融資用途',
    purposePlaceholder: '請簡要說明資金用途，不超過100個字',
    files: '申請資料',
    filesHint:
      '請按模板上傳{{count}}份資料；支持 doc、docx、xls、xlsx、pdf、txt、ppt、pptx、rar、zip、7z，單個不超過5MB',
    filesHintNone:
      '可上傳補充資料；支持 doc、docx、xls、xlsx、pdf、txt、ppt、pptx、rar、zip、7z，單個不超過5MB',
    choose: '選擇文件',
    agreement: '我已閱讀並同意',
    cancel: '取消',
    confirm: '確認',
    success: '申請成功',
    close: '關閉',
    signInFirst: '請先登錄',
  },
};

export default zhTW;
