import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@scf/shared/constants';
import { NativeSelect } from '@/components/native-select/native-select';
import { LANGUAGE_NAMES, isLanguage, setLanguage } from '@/lib/i18n';

const options = LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang], lang }));

/** The header's language switch: the browser's own select, so keyboards and phones work as usual. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <NativeSelect
      className={className}
      aria-label={t('app.language.label')}
      value={current}
      options={options}
      onChange={(lang) => {
        if (isLanguage(lang)) void setLanguage(lang);
      }}
      prefix={<TranslationOutlined />}
    />
  );
}
