/** The back office's request review; read as `finance.operator.<key>`. */
const zhCN = {
  operator: {
    title: '融资需求审核',
    reject: {
      title: '驳回融资需求',
      warning: '驳回后该申请结束，企业将看到驳回原因；已受理的申请不能驳回。',
      done: '已驳回',
    },
  },
};

export default zhCN;
export type OperatorTexts = typeof zhCN;
