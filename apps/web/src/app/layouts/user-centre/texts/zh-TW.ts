import type { TextsLike } from '@/lib/i18n';
import type { UserCentreTexts } from './zh-CN';

const zhTW: TextsLike<UserCentreTexts> = {
  userCentre: {
    header: {
      topMenu: '系統選單',
      scrollLeft: '選單向左捲動',
      scrollRight: '選單向右捲動',
      openSidebar: '開啟選單',
    },
    search: {
      label: '搜尋選單',
      placeholder: '搜尋選單',
      noMatch: '沒有匹配的項',
      favorites: '我的收藏',
      addFavorite: '收藏「{{name}}」',
      removeFavorite: '取消收藏「{{name}}」',
    },
    user: {
      menu: '使用者選單',
      id: 'ID：{{id}}',
      lastLogin: '上次登入：{{time}}',
      firstLogin: '首次登入',
      changePassword: '修改登入密碼',
      personalInfo: '修改個人資訊',
      changeMobile: '修改手機號碼',
      userManagement: '用戶管理',
      logout: '登出',
    },
    sidebar: {
      label: '功能選單',
      collapse: '收合選單',
      expand: '展開選單',
      empty: '暫無選單',
    },
    tabs: {
      label: '已開啟的頁面',
      refresh: '重新整理目前頁面',
      close: '關閉分頁',
      limitReached: '最多可同時開啟 {{limit}} 個分頁，請先關閉不需要的分頁',
      invalidAddress: '選單「{{name}}」的位址無效，無法開啟',
      pageFailed: '頁面發生錯誤，請重新整理後再試',
    },
    personal: {
      cancel: '取消',
      save: '儲存',
      password: {
        title: '修改登入密碼',
        forcedTitle: '首次登入請修改初始密碼',
        forcedNotice: '您的密碼是系統發送的初始密碼，為保障帳戶安全，請先修改密碼後再使用。',
        current: '原密碼',
        new: '新密碼',
        confirm: '確認新密碼',
        success: '登入密碼已修改',
      },
      info: {
        title: '修改個人資訊',
        name: '姓名',
        jobNo: '工號',
        email: '電子郵件',
        position: '職位',
        mobile: '手機號碼',
        success: '個人資訊已儲存',
      },
      mobile: {
        title: '修改手機號碼',
        stepPassword: '驗證身分',
        stepMobile: '綁定新手機號碼',
        password: '登入密碼',
        newMobile: '新手機號碼',
        imageCode: '圖形驗證碼',
        imageAlt: '圖形驗證碼圖片',
        refreshImage: '換一張',
        smsCode: '簡訊驗證碼',
        send: '取得驗證碼',
        resend: '{{seconds}} 秒後重新取得',
        sent: '驗證碼已傳送，請注意查收',
        next: '下一步',
        previous: '上一步',
        confirm: '確認',
        success: '手機號碼已修改',
      },
    },
    lockScreen: {
      title: '螢幕已鎖定',
      password: '登入密碼',
      unlock: '解鎖',
      signOut: '登出',
    },
  },
};

export default zhTW;
