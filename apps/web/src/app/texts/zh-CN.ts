/** Texts of the app frame: layouts, public header, footer, error pages, start-up screens. */
const zhCN = {
  app: {
    name: '供应链金融服务平台',
    skipToContent: '跳到主要内容',
    loading: '正在加载…',
    logoLabel: '{{name}}，返回首页',
    routes: {
      product: '融资产品',
      productDetail: '产品详情',
      help: '帮助中心',
      newsList: '新闻资讯',
      newsDetail: '新闻详情',
      policyDetail: '政策详情',
      home: '首页',
      voucher: '电子凭证',
      bill: '电子票据',
      about: '关于平台',
      supplyChainReceivable: '应收账款融资',
      supplyChainWarehouse: '仓单融资',
      supplyChainLogistics: '物流融资',
      financeCenter: '机构工作台',
      enterCenter: '企业工作台',
      productRelease: '发布产品',
      orgNeedsDetail: '需求详情',
      alertList: '需求预警',
      robDemand: '抢单大厅',
      interpret: '机构评价',
      repayPlan: '还款计划',
      requestDetail: '融资需求详情',
      requestRelease: '发布融资需求',
      realname: '实名认证',
      waybillApply: '运单融资申请',
      scbcApply: '应收账款融资申请',
      wmsApply: '仓单融资申请',
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
      workbench: '进入工作台',
      openMenu: '打开导航菜单',
      menuTitle: '导航',
    },
    language: {
      label: '界面语言',
    },
    footer: {
      supportHours: '客服服务时间：周一至周五 {{open}}-{{close}}',
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
