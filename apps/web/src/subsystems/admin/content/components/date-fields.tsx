import { DatePicker } from '@/components/date-picker/date-picker';
import dayjs from '@/lib/dates/dayjs';

/**
 * Date pickers whose form value is text, as the shared schemas and the API take it: an instant as
 * ISO 8601 (DateTimeField) or a day as YYYY-MM-DD (DateField). Cleared, the value is undefined.
 */
export function DateTimeField({
  value,
  onChange,
  id,
  placeholder,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder?: string;
}) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      style={{ width: '100%' }}
      placeholder={placeholder}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.second(0).millisecond(0).toISOString() : undefined)}
    />
  );
}

export function DateField({
  value,
  onChange,
  id,
  placeholder,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder?: string;
}) {
  return (
    <DatePicker
      id={id}
      format="YYYY-MM-DD"
      style={{ width: '100%' }}
      placeholder={placeholder}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : undefined)}
    />
  );
}
