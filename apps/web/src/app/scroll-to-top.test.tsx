import { act, render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { path: '/category/kurtas', element: <Link to="/product/1">A kurta</Link> },
          { path: '/product/1', element: <p>Product</p> },
        ],
      },
    ],
    { initialEntries: ['/category/kurtas'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The reader scrolls: jsdom has no layout, so the position is set and announced by hand. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new page at the top, returns to the reader’s place on Back, and stays put for a new query', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderPages();
    scrollTo(1800);

    await act(() => router.navigate('/product/1'));
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    scrollTo(300);

    await act(() => router.navigate(-1));
    expect(scroll).toHaveBeenLastCalledWith(0, 1800);

    scroll.mockClear();
    await act(() => router.navigate('/category/kurtas?size=M'));
    expect(scroll).not.toHaveBeenCalled();
  });
});
