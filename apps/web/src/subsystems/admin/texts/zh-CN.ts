import access from '../access/texts/zh-CN';
import authorization from '../authorization/texts/zh-CN';
import content from '../content/texts/zh-CN';
import organization from '../organization/texts/zh-CN';

/** Admin texts; read as `admin.<key>` (the loader merges them under the subsystem's name). */
const zhCN = {
  ...access,
  ...organization,
  ...authorization,
  ...content,
};

export default zhCN;
export type AdminTexts = typeof zhCN;
