/** Texts of the site footer beyond the app's support-hours and version lines. */
const zhCN = {
  siteFooter: {
    contact: '联系我们',
    operator: '运营单位：',
    address: '地址：',
    phone: '客服热线：',
    email: '客服邮箱：',
    follow: '关注我们',
    links: '快速链接',
    newWindow: '（在新窗口打开）',
  },
};

export default zhCN;
export type SiteFooterTexts = typeof zhCN;
