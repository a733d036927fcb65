/** Texts of the home page; read as `portal.home.<key>`. */
const zhCN = {
  home: {
    hero: {
      purpose: '连接企业与金融机构，让真实贸易中的应收账款、票据和企业信用便捷地转化为融资。',
      register: '企业免费注册',
      about: '了解平台',
    },
    audiences: {
      title: '平台为谁服务',
      enterprise: {
        title: '企业',
        who: '供应商、融资企业与核心企业',
        points: {
          register: '在线注册，三步完成企业认证',
          products: '浏览、搜索和比较金融机构的融资产品',
          apply: '在线申请融资，发布融资需求',
          track: '查看企业评分、融资政策、还款计划与机构评价',
        },
      },
      institution: {
        title: '金融机构',
        who: '提供融资服务的银行等金融机构',
        points: {
          products: '发布和管理融资产品',
          demands: '及时收到企业融资需求，选择受理或忽略',
          approve: '在线审核申请、授信与放款',
          dashboard: '在工作台查看产品、授信与放款统计',
        },
      },
    },
    financeTypes: {
      title: '融资方式',
      receivable: {
        title: '保理',
        description: '供应商将对核心企业的应收账款转让给金融机构，提前收回货款。',
      },
      voucher: {
        title: '票据融资',
        description: '以电子票据或电子凭证贴现、转让，快速获得资金。',
      },
      credit: {
        title: '信用融资',
        description: '依据企业经营与信用状况获得授信，在额度内按需申请贷款。',
      },
    },
    process: {
      title: '融资流程',
      register: { title: '注册认证', description: '企业注册并完成实名认证' },
      choose: { title: '选择产品', description: '按金额、期限和担保方式挑选产品' },
      apply: { title: '提交申请', description: '在线填写申请并上传资料' },
      approve: { title: '审批授信', description: '金融机构审核并给出授信额度' },
      repay: { title: '放款还款', description: '资金到账，按还款计划还款' },
    },
    carousel: {
      roleDescription: '轮播',
      slide: '幻灯片',
      position: '第 {{index}} 张，共 {{count}} 张',
      previous: '上一张',
      next: '下一张',
      pause: '暂停轮播',
      play: '继续轮播',
      show: '显示第 {{index}} 张',
    },
    banner: {
      label: '平台广告',
    },
    featured: {
      title: '热门推荐',
      rate: '参考利率 {{start}}%–{{end}}%',
      stars: '成功率评级 {{count}} 星（满分 5 星）',
      noRating: '暂无成功率评级',
      empty: '暂无推荐产品',
    },
    news: {
      title: '最新资讯',
      carouselLabel: '资讯轮播',
      notices: '通知公告',
      more: '更多资讯',
      moreNotices: '更多公告',
      empty: '暂无资讯',
      error: '资讯加载失败',
    },
    products: {
      title: '推荐产品',
      more: '查看全部产品',
      empty: '暂无推荐产品',
      error: '推荐产品加载失败',
    },
  },
};

export default zhCN;
export type HomeTexts = typeof zhCN;
