import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@scf/shared/schemas/fields';
import styles from './code-inputs.module.css';

const LEVELS = ['weak', 'general', 'complex'] as const;

/**
 * The strength indicator of a new password (shell.md section 5): one kind of character is weak,
 * two general, more complex. A polite live region, so a screen reader hears the level change.
 */
export function PasswordStrength({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  const strength = passwordStrength(value ?? '');
  const level = strength ? LEVELS.indexOf(strength) + 1 : 0;
  return (
    <div className={styles.strength} role="status" aria-live="polite">
      {strength && (
        <>
          <span>{t('login.strength.label')}</span>
          <span className={styles.bars} aria-hidden="true">
            {LEVELS.map((name, i) => (
              <span key={name} className={`${styles.bar} ${i < level ? styles[strength] : ''}`} />
            ))}
          </span>
          <span>{t(`login.strength.${strength}`)}</span>
        </>
      )}
    </div>
  );
}
