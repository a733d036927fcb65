import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { render } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { useNewPageAtTop } from './use-new-page-at-top';

function Layout() {
  useNewPageAtTop();
  return <Outlet />;
}

const router = () =>
  createMemoryRouter(
    [
      {
        element: <Layout />,
        children: ['/product', '/prodDetail', '/newsList'].map((path) => ({ path, element: path })),
      },
    ],
    { initialEntries: ['/product'] },
  );

describe('useNewPageAtTop', () => {
  let shown: Rendered | undefined;
  afterEach(() => {
    shown?.unmount();
    vi.restoreAllMocks();
  });

  it('takes a page opened by a link to its top, and leaves back, forward and the query alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const r = router();
    shown = await render(<RouterProvider router={r} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => r.navigate('/prodDetail?id=7'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });

    await act(() => r.navigate('/prodDetail?id=8', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => r.navigate(-1));
    expect(r.state.location.pathname).toBe('/product');
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => r.navigate('/newsList'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
