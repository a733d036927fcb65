import { useTranslation } from 'react-i18next';

/** A product's (or its funding party's) logo, a file served by our server; initials without one. */
export function ProductLogo({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!src) return <span className={className} aria-hidden="true" />;
  return (
    <img className={className} src={src} alt={t('portal.products.card.logoAlt', { name })} loading="lazy" />
  );
}
