import { Input } from '@/components/light-input';
import { Spinner } from '@/components/spinner/spinner';
import type { InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './code-inputs.module.css';

interface CheckCodeInputProps extends Omit<InputProps, 'maxLength'> {
  length: number;
  /** The challenge picture as a data URL; absent while the first one loads. */
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/**
 * The image-code field: the input (which receives the Form.Item's id, value and aria attributes)
 * and the picture, a button that fetches another challenge when clicked.
 */
export function CheckCodeInput({ length, image, loading, onRefresh, ...input }: CheckCodeInputProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.codeRow}>
      <Input {...input} maxLength={length} autoComplete="off" spellCheck={false} />
      <button
        type="button"
        className={styles.imageButton}
        onClick={onRefresh}
        disabled={loading}
        aria-label={t('login.code.refresh')}
        title={t('login.code.refresh')}
      >
        {image && !loading ? (
          <img className={styles.image} src={image} alt={t('login.code.imageAlt')} />
        ) : (
          <Spinner size="small" />
        )}
      </button>
    </div>
  );
}
