/** Texts of the institution's financing screens; read as `finance.institution.<key>`. */
const zhCN = {
  institution: {
    alerts: {
      title: '需求预警',
      unprocessed: '未处理',
      processed: '已处理',
      status: '处理状态',
      tip: '预警内容',
      tipApply: '{{enterprise}}申请{{product}}，金额{{amount}}，期限{{period}}',
      tipDemand: '{{enterprise}}发布融资需求，金额{{amount}}，期限{{period}}',
      time: '预警时间',
      deal: '标记已处理',
      dealt: '已标记为已处理',
    },
    needs: { missing: '请从需求列表或预警中打开一条需求' },
    list: { title: '融资申请受理' },
    hall: { title: '抢单大厅', grab: '抢单', empty: '暂无待抢的融资需求' },
    accept: { title: '受理 {{code}}', done: '受理成功' },
    ignore: {
      title: '忽略融资申请',
      content: '忽略后将不再看到 {{code}}，确定忽略吗？',
      done: '忽略成功',
      failed: '忽略失败',
    },
    credit: {
      title: '授信 {{code}}',
      amount: '授信金额（元）',
      applied: '申请金额：{{value}}元',
      rateRange: '产品利率范围：{{start}}% - {{end}}%',
      rate: '授信利率（年化）',
      period: '授信期限（月）',
      done: '授信成功',
    },
    loan: {
      title: '放款 {{code}}',
      amount: '放款金额（元）',
      credited: '授信金额：{{value}}元',
      done: '放款成功',
    },
    decline: { title: '拒绝融资申请', warning: '拒绝后该申请将结束，企业会看到拒绝原因。', done: '已拒绝' },
  },
};

export default zhCN;
export type InstitutionTexts = typeof zhCN;
