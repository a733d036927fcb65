import type { TextsLike } from '@/lib/i18n';
import type { DashboardTexts } from './zh-CN';

const enUS: TextsLike<DashboardTexts> = {
  dashboard: {},
};

export default enUS;
