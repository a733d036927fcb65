import common from '../common/texts/zh-CN';
import dashboard from '../dashboard/texts/zh-CN';
import enterprise from '../enterprise/texts/zh-CN';
import institution from '../institution/texts/zh-CN';
import operator from '../operator/texts/zh-CN';

/** Finance texts; read as `finance.<key>` (the loader merges them under the subsystem's name). */
const zhCN = {
  ...common,
  ...dashboard,
  ...enterprise,
  ...institution,
  ...operator,
};

export default zhCN;
export type FinanceTexts = typeof zhCN;
