import { Input } from 'antd';

/** A number of the search as its input shows it: empty when unset. */
export const numberText = (value: number | undefined): string => (value === undefined ? '' : String(value));

/**
 * One small decimal input of the filter panel's own-value forms. `errorId` names its broken rule,
 * which the form shows under its fields; undefined while it has none.
 */
export function DecimalFilterField({
  value,
  errorId,
  onChange,
  className,
  label,
  placeholder,
  suffix,
}: {
  value: string;
  errorId: string | undefined;
  onChange: (text: string) => void;
  className?: string;
  label: string;
  placeholder: string;
  suffix: string;
}) {
  return (
    <Input
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      status={errorId === undefined ? undefined : 'error'}
      aria-invalid={errorId === undefined ? undefined : true}
      aria-describedby={errorId}
      inputMode="decimal"
      aria-label={label}
      placeholder={placeholder}
      suffix={suffix}
      size="small"
    />
  );
}
