import { DatePicker } from '@/components/date-picker/date-picker';
import dayjs from '@/lib/dates/dayjs';
import { useTranslation } from 'react-i18next';
import { chinaDate } from '@scf/shared/dates';

/** A date as YYYY-MM-DD text; only past days (and today) or only today and later can be picked. */
export function DateText({
  value,
  onChange,
  id,
  future,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  future: boolean;
}) {
  const { t } = useTranslation();
  const today = chinaDate();
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      value={value ? dayjs(value) : null}
      format="YYYY-MM-DD"
      placeholder={t('apply.placeholders.date')}
      disabledDate={(day) => (future ? day.format('YYYY-MM-DD') < today : day.format('YYYY-MM-DD') > today)}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : undefined)}
    />
  );
}
