/** Texts of the app frame: layouts, public header, footer, error pages, start-up screens. */
const zhCN = {
  app: {
    name: '供应链金融服务平台',
    skipToContent: '跳到主要内容',
    loading: '正在加载…',
    logoLabel: '{{name}}，返回首页',
    routes: {
      home: '首页',
    },
    header: {
      mainNav: '主导航',
      menu: {
        home: '首页',
        voucher: '电子凭证',
        bill: '电子票据',
        help: '帮助中心',
        about: '关于平台',
      },
      register: '注册',
      login: '登录',
      openMenu: '打开导航菜单',
      menuTitle: '导航',
    },
    language: {
      label: '界面语言',
    },
    footer: {
      supportHours: '客服服务时间：周一至周五 8:30-18:00',
      version: '版本 {{version}}',
    },
    errorPages: {
      notFound: '页面不存在',
      forbidden: '您无权访问',
      serverError: '服务器内部错误',
      backHome: '返回首页',
    },
    startup: {
      configFailedTitle: '无法加载运行配置',
      configFailedDetail: '未能从 {{url}} 读取运行配置（{{reason}}）。请确认服务器已启动，然后重新加载。',
      reload: '重新加载',
    },
  },
};

export default zhCN;
export type AppTexts = typeof zhCN;
