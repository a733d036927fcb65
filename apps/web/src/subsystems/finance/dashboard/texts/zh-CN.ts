/** Texts of the dashboards; read as `finance.dashboard.<key>`. */
const zhCN = {
  dashboard: {
    greeting: {
      morning: '早上好，{{name}}',
      afternoon: '下午好，{{name}}',
      evening: '晚上好，{{name}}',
      welcome: '欢迎使用供应链金融服务平台',
    },
    org: {
      products: '在架产品数',
      totalCredit: '累计授信',
      monthCredit: '本月授信',
      monthLoan: '本月放款',
      successRate: '授信成功率',
      wan: '万元',
      pie: '产品分布（按贷款类型）',
      amounts: '月度授信与放款（万元）',
      counts: '月度受理与授信笔数',
      creditAmount: '授信金额',
      loanAmount: '放款金额',
      accepted: '受理笔数',
      credited: '授信笔数',
      alerts: '需求预警',
      noAlerts: '暂无未处理的预警',
      hall: '抢单大厅',
      hallHint: '受理需选择产品和客户经理',
      more: '更多',
    },
    ent: {
      score: '企业信用评分',
      scoreUnavailable: '暂无评分',
      level: '信用等级：{{level}}',
      factor: {
        base: '基础分',
        tenure: '入驻时长',
        repaid: '按时结清',
        reviews: '参与评价',
        overdue: '逾期扣分',
      },
      plans: '还款计划',
      noPlans: '暂无还款计划',
      policies: '融资政策',
      reviews: '机构评价',
      more: '更多',
    },
  },
};

export default zhCN;
export type DashboardTexts = typeof zhCN;
