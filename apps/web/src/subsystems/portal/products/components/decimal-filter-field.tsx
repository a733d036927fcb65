import { Form, Input } from 'antd';
import type { FormRule } from 'antd';

/** A number of the search as its input shows it: empty when unset. */
export const numberText = (value: number | undefined): string => (value === undefined ? '' : String(value));

/** One small decimal input of the filter panel's own-value forms, checked by `rule`. */
export function DecimalFilterField({
  name,
  rule,
  dependencies,
  className,
  label,
  placeholder,
  suffix,
}: {
  name: string;
  rule: FormRule;
  dependencies?: string[];
  className?: string;
  label: string;
  placeholder: string;
  suffix: string;
}) {
  return (
    <Form.Item name={name} dependencies={dependencies} rules={[rule]}>
      <Input
        className={className}
        inputMode="decimal"
        aria-label={label}
        placeholder={placeholder}
        suffix={suffix}
        size="small"
      />
    </Form.Item>
  );
}
