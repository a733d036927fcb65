import { useContext } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// antd's Typography root without Base: its classes, direction and style hook, none of the ellipsis,
// copy or edit machinery (Base imports TextArea, the tooltip, copy-to-clipboard and their icons).
import TypographyRoot from 'antd/es/typography/Typography';

interface LightTypographyProps {
  children?: ReactNode;
  className?: string;
  id?: string;
}

function Title({ level = 1, ...props }: LightTypographyProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return <TypographyRoot component={`h${level}`} {...props} />;
}

function Paragraph(props: LightTypographyProps) {
  return <TypographyRoot component="div" {...props} />;
}

function Text({
  type,
  className,
  ...props
}: LightTypographyProps & { type?: 'secondary' | 'success' | 'warning' | 'danger' }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const typeClass = type && `${getPrefixCls('typography')}-${type}`;
  return (
    <TypographyRoot
      component="span"
      className={[typeClass, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}

/**
 * antd's Typography.Title, Paragraph and Text for plain text: the same elements and classes (and so
 * the same rules), without what only ellipsis, copying and editing use: about 11 KiB gzip on the home
 * page, which Base's TextArea brought with the rc-component input. Text that needs those uses antd's.
 */
export const LightTypography = { Title, Paragraph, Text };
