import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; onNavigate?: () => void };

/**
 * A link that looks like a button: it navigates inside the app but stays a real link, so it can be
 * opened in a new tab and is announced as a link.
 */
export function ButtonLink({ to, onNavigate, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event) => {
        onNavigate?.();
        navigate(event);
      }}
    />
  );
}
