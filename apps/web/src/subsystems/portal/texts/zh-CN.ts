import home from '../home/texts/zh-CN';
import landing from '../landing/texts/zh-CN';
import common from '../common/texts/zh-CN';
import news from '../news/texts/zh-CN';
import policy from '../policy/texts/zh-CN';
import help from '../help/texts/zh-CN';
import products from '../products/texts/zh-CN';
import apply from '../products/apply/texts/zh-CN';

/** Portal texts; read as `portal.<key>` (the loader merges them under the subsystem's name). */
const zhCN = {
  ...home,
  ...landing,
  ...common,
  ...news,
  ...policy,
  ...help,
  ...products,
  ...apply,
};

export default zhCN;
export type PortalTexts = typeof zhCN;
