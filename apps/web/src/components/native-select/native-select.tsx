import type { ReactNode, SelectHTMLAttributes } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import styles from './native-select.module.css';

export interface NativeSelectOption {
  value: string;
  label: string;
  /** The option's own language, so that screen readers pronounce its label correctly. */
  lang?: string;
}

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'prefix' | 'size'
> {
  options: readonly NativeSelectOption[];
  value?: string;
  /** Called with the chosen value, as antd's Select does, so that a Form.Item can hold it. */
  onChange?: (value: string) => void;
  placeholder?: string;
  prefix?: ReactNode;
  loading?: boolean;
  /** As antd's sizes; by default the enclosing Form's or ConfigProvider's, as antd's controls do. */
  size?: 'small' | 'middle' | 'large';
}

/**
 * The browser's own select, drawn like antd's closed Select (antd's design tokens). For the few short
 * lists of the login route and the headers: antd's Select would add 30 KiB gzip to the login route,
 * and a phone opens its own picker for a native one.
 */
export function NativeSelect({
  options,
  value,
  onChange,
  placeholder,
  prefix,
  loading,
  size,
  className,
  disabled,
  ...rest
}: NativeSelectProps) {
  const { componentSize, componentDisabled } = ConfigProvider.useConfig();
  const empty = value === undefined || value === '';
  return (
    <span className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      {prefix && (
        <span className={styles.prefix} aria-hidden="true">
          {prefix}
        </span>
      )}
      <select
        {...rest}
        className={styles.select}
        disabled={disabled ?? componentDisabled}
        data-size={size ?? componentSize ?? 'middle'}
        data-prefixed={prefix ? '' : undefined}
        data-empty={empty ? '' : undefined}
        aria-busy={loading || undefined}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
      >
        {(empty || placeholder) && (
          <option value="" disabled hidden>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <DownOutlined className={styles.arrow} aria-hidden="true" />
    </span>
  );
}
