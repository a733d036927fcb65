import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Language } from '@scf/shared/constants';
import { i18n } from '@/lib/i18n';

// antd's pickers name weekdays and months through dayjs, in the dayjs locale antd's own locale
// names, so the three languages' locales are registered here; the global locale, which our own
// formatting uses, follows the interface's language. This module is not part of start-up (the
// sign-in and registration show no dates): what shows dates imports it, and date pickers come through
// components/date-picker, which does (both kept so by ESLint rules).
const DAYJS_LOCALES: Readonly<Record<Language, string>> = {
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'en-US': 'en',
};

const follow = (lang: string | undefined): void => {
  dayjs.locale(DAYJS_LOCALES[lang as Language] ?? 'en');
};
follow(i18n.language);
i18n.on('languageChanged', follow);

export default dayjs;
