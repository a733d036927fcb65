/** Texts of the enterprise's financing screens; read as `finance.enterprise.<key>`. */
const zhCN = {
  enterprise: {
    list: { title: '我的融资' },
    cancel: {
      title: '撤回融资申请',
      warning: '撤回后金融机构将不再处理该申请，确定撤回吗？',
      done: '已撤回',
    },
    judge: { title: '评价金融机构', rate: '评分', desc: '评价内容', done: '评价成功' },
    repay: {
      title: '还款计划',
      confirmTitle: '确认还款',
      confirmContent: '确认已归还 {{code}} 第{{period}}期款项吗？',
      done: '还款已确认',
    },
    interpret: { title: '机构评价', reviewer: '评价人', rate: '评分', desc: '评价内容', date: '评价时间' },
    release: {
      title: '发布融资需求',
      amount: '融资金额',
      wan: '万元',
      period: '融资期限',
      months: '个月',
      done: '发布成功',
      myRequests: '我的融资',
      realNameTitle: '提示',
      realNamePrompt: '您还未实名,是否前去实名认证?',
    },
  },
};

export default zhCN;
export type EnterpriseTexts = typeof zhCN;
