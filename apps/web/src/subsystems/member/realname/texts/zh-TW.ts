import type { TextsLike } from '@/lib/i18n';
import type { RealNameTexts } from './zh-CN';

const zhTW: TextsLike<RealNameTexts> = {
  realname: {
    title: '實名認證',
    intro: '您還未完成實名認證。完成後即可申請融資、發布需求。',
    onlyEnterprise: '實名認證僅面向企業用戶',
    onlyEnterpriseHint: '金融機構與平台營運人員的身分由平台核實，無需在此認證。',
    loadFailed: '實名認證狀態載入失敗',
    retry: '重試',
    tabs: { qr: '掃碼認證', online: '線上認證' },
    qr: {
      hint: '請使用手機掃描二維碼，在手機上填寫姓名與身分證號完成認證。',
      expiresIn: '二維碼將在 {{time}} 後失效',
      expired: '二維碼已過期，請重新整理',
      refresh: '重新整理二維碼',
      waiting: '認證完成後本頁將自動更新',
      loadFailed: '二維碼產生失敗',
      alt: '實名認證二維碼',
    },
    form: {
      realName: '真實姓名',
      realNamePlaceholder: '與身分證上的姓名一致',
      certNo: '身分證號',
      certNoPlaceholder: '18位居民身分證號碼',
      imageCode: '圖形驗證碼',
      smsCode: '簡訊驗證碼',
      sendTo: '驗證碼將發送至 {{mobile}}',
      send: '取得驗證碼',
      resend: '{{seconds}}秒後重新取得',
      sent: '驗證碼已發送',
      submit: '提交認證',
      noMobile: '帳號未綁定手機號，請使用掃碼認證或先在個人設定中綁定手機號。',
    },
    done: {
      title: '已完成實名認證',
      success: '實名認證成功',
      realName: '姓名',
      certNo: '身分證號',
      verifiedAt: '認證時間',
      continue: '繼續',
      toProducts: '去申請融資',
    },
    errors: {
      alreadyVerified: '您已完成實名認證，無需重複認證',
      certNoTaken: '該身分證號已被本平台其他用戶實名認證，請核對後重新輸入',
      qrMalformed: '二維碼無效，請在電腦上重新整理二維碼後重新掃描',
      qrSignature: '二維碼已被竄改，請在電腦上重新整理二維碼後重新掃描',
      qrExpired: '二維碼已過期，請在電腦上重新整理二維碼後重新掃描',
      qrUsed: '二維碼已使用，該帳號已完成實名認證',
    },
    scan: {
      title: '手機實名認證',
      forAccount: '正在為帳號 {{account}}（{{name}}）進行實名認證',
      expiresIn: '請在 {{time}} 內完成',
      noToken: '缺少認證資訊，請使用電腦上的二維碼重新掃描',
      submit: '提交認證',
      doneTitle: '實名認證成功',
      doneHint: '您可以回到電腦繼續操作，頁面會自動更新。',
      checking: '正在核對二維碼…',
    },
  },
};

export default zhTW;
