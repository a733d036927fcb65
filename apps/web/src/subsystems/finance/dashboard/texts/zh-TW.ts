import type { TextsLike } from '@/lib/i18n';
import type { DashboardTexts } from './zh-CN';

const zhTW: TextsLike<DashboardTexts> = {
  dashboard: {},
};

export default zhTW;
