import type { IframeTab as IframeTabModel } from './tab-model';
import styles from './tabs.module.css';

/** Another system's page, opened by a menu of type iframe; its address is built by `iframeSrc`. */
export function IframeTab({ tab, title }: { tab: IframeTabModel; title: string }) {
  return (
    <iframe
      className={styles.iframe}
      src={tab.src}
      title={title}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
