import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A public page opened by a link starts at its top. The window scrolls as a whole and the router
 * leaves it where the page before left it: a product opened from far down the list opened far down
 * its own page. Back and forward (POP), and the first load, are left to the browser, which puts
 * the page where it was. A change of the query alone (a filter, a page of the list) is the page's
 * own to handle.
 */
export function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Null at mount: a public page reached by a link from the user centre starts at its top too.
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}
