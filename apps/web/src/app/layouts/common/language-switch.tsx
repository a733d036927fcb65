import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@scf/shared/constants';
import { LANGUAGE_NAMES, isLanguage, setLanguage } from '@/lib/i18n';

const options = LANGUAGES.map((lang) => ({
  value: lang,
  title: LANGUAGE_NAMES[lang],
  // Marks each name with its own language so screen readers pronounce it correctly.
  label: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>,
}));

/** The header's language switch; a native-like combobox, reachable and operable by keyboard. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Select
      className={className}
      aria-label={t('app.language.label')}
      value={current}
      options={options}
      onChange={(lang) => void setLanguage(lang)}
      prefix={<GlobalOutlined aria-hidden="true" />}
      popupMatchSelectWidth={false}
    />
  );
}
