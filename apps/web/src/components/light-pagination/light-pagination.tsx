import { useContext } from 'react';
import { ConfigProvider } from 'antd';
import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import RcPagination from '@rc-component/pagination';
// antd's Pagination's own style hook: with the prebuilt sheet it writes the component's variables.
import usePaginationStyle from 'antd/es/pagination/style';
import type { PaginationProps as RcPaginationProps } from '@rc-component/pagination';
import enUS from '@rc-component/pagination/locale/en_US';

export type LightPaginationProps = Pick<RcPaginationProps, 'current' | 'pageSize' | 'total' | 'onChange'> & {
  /**
   * The address of a page, for lists whose page is in the URL: the numbers are then links, which
   * work before the scripts have taken over a page the server rendered, and open in a new tab.
   */
  hrefOf?: (page: number) => string;
};

/**
 * antd's Pagination without its page-size picker: the same rc-component pagination antd renders,
 * with antd's style hook and class names, its icons and the locale's texts. antd's own imports
 * its Select for the picker whether it shows or not, about 19 KiB gzip (the select, its virtual
 * list) on the public lists, whose pages have a fixed size. Screens that let the user pick the size
 * use antd's.
 */
export function LightPagination({ hrefOf, ...props }: LightPaginationProps) {
  const { getPrefixCls, locale, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('pagination');
  const [hashId, cssVarCls] = usePaginationStyle(prefixCls);
  const rtl = direction === 'rtl';
  const [Back, Forward, JumpBack, JumpForward] = rtl
    ? [RightOutlined, LeftOutlined, DoubleRightOutlined, DoubleLeftOutlined]
    : [LeftOutlined, RightOutlined, DoubleLeftOutlined, DoubleRightOutlined];
  const step = (Icon: typeof Back) => (
    <button className={`${prefixCls}-item-link`} type="button" tabIndex={-1}>
      <Icon />
    </button>
  );
  const jump = (Icon: typeof Back) => (
    <a className={`${prefixCls}-item-link`}>
      <div className={`${prefixCls}-item-container`}>
        <Icon className={`${prefixCls}-item-link-icon`} />
        <span className={`${prefixCls}-item-ellipsis`}>
          <EllipsisOutlined />
        </span>
      </div>
    </a>
  );
  return (
    <RcPagination
      {...props}
      prefixCls={prefixCls}
      className={[hashId, cssVarCls, rtl && `${prefixCls}-rtl`].filter(Boolean).join(' ')}
      locale={{ ...enUS, ...locale?.Pagination }}
      showSizeChanger={false}
      prevIcon={step(Back)}
      nextIcon={step(Forward)}
      jumpPrevIcon={jump(JumpBack)}
      jumpNextIcon={jump(JumpForward)}
      itemRender={
        hrefOf &&
        ((page, type, element) =>
          type === 'page' ? (
            <a
              rel="nofollow"
              href={hrefOf(page)}
              // Once the scripts run the list's onChange turns the page; a click that opens a new
              // tab or window is the browser's alone.
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey) event.stopPropagation();
                else event.preventDefault();
              }}
            >
              {page}
            </a>
          ) : (
            element
          ))
      }
    />
  );
}
