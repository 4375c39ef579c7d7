import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS, STOREFRONT_TEXT } from '@zari/contract';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout';
import { renderRoute, renderRouter } from '@/test/render';
import { server } from '@/test/server';

describe('Shell', () => {
  it('shows the demo bar on every page of a declared demo store', async () => {
    server.use(
      http.get(`*${API_PATHS.paymentConfig}`, () =>
        HttpResponse.json({ success: true, data: { gateway: 'simulated', keyId: 'k', demoStore: true } }),
      ),
    );
    renderRoute(<AppLayout />);
    expect(await screen.findByText(STOREFRONT_TEXT.demoStoreBar)).toBeInTheDocument();
  });

  it("dismisses the last page's toasts on a new page, but keeps one shown as the shopper left", async () => {
    server.use(
      http.get(`*${API_PATHS.paymentConfig}`, () =>
        HttpResponse.json({ success: true, data: { gateway: 'razorpay', keyId: 'rzp_live' } }),
      ),
    );
    const router = createMemoryRouter([
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/bag', element: <h1>Bag page</h1> },
        ],
      },
    ]);
    renderRouter(router);
    notifyError({ title: 'A toast of the home page', description: '' });
    expect(await screen.findByText('A toast of the home page')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    notifySuccess({ title: 'Why the shopper is leaving', description: '' });
    expect(await screen.findByText('Why the shopper is leaving')).toBeInTheDocument();
    await act(() => router.navigate('/bag'));
    expect(await screen.findByRole('heading', { name: 'Bag page' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('A toast of the home page')).not.toBeInTheDocument());
    expect(screen.getByText('Why the shopper is leaving')).toBeInTheDocument();
  });

  it('shows no demo bar in a real store', async () => {
    let asked = 0;
    server.use(
      http.get(`*${API_PATHS.paymentConfig}`, () => {
        asked += 1;
        return HttpResponse.json({ success: true, data: { gateway: 'razorpay', keyId: 'rzp_live' } });
      }),
    );
    renderRoute(<AppLayout />);
    await vi.waitFor(() => expect(asked).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(STOREFRONT_TEXT.demoStoreBar)).not.toBeInTheDocument();
  });

  it('shows the three promises and folds them away after 100 px of scroll', () => {
    renderRoute(<AppLayout />);
    const strip = screen.getByTestId('promise-strip');
    // Inside a landmark, as all content is (axe: region).
    expect(screen.getByRole('complementary', { name: 'Our promises' })).toBe(strip);
    expect(strip).toHaveTextContent('Easy returns');
    expect(strip).toHaveTextContent('Fast delivery');
    expect(strip).toHaveTextContent('for orders of ₹999+');
    expect(strip).toHaveAttribute('data-collapsed', 'false');

    act(() => {
      window.scrollY = 100;
      fireEvent.scroll(window);
    });
    expect(strip).toHaveAttribute('data-collapsed', 'false');
    act(() => {
      window.scrollY = 101;
      fireEvent.scroll(window);
    });
    expect(strip).toHaveAttribute('data-collapsed', 'true');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
  });

  it('starts folded on a page opened part-way down, reading the scroll position in the next frame', async () => {
    window.scrollY = 300;
    try {
      renderRoute(<AppLayout />);
      const strip = screen.getByTestId('promise-strip');
      await vi.waitFor(() => expect(strip).toHaveAttribute('data-collapsed', 'true'));
    } finally {
      window.scrollY = 0;
    }
  });

  it('folds the strip without changing layout, so it stays folded at 130 px instead of shaking', () => {
    renderRoute(<AppLayout />);
    const strip = screen.getByTestId('promise-strip');
    const shownClasses = new Set(strip.classList);
    act(() => {
      window.scrollY = 130;
      fireEvent.scroll(window);
    });
    expect(strip).toHaveAttribute('data-collapsed', 'true');
    expect(strip).toHaveAttribute('aria-hidden', 'true');
    // Only paint may change: a class that changed the strip's box would move the page under the reader,
    // back across the threshold, and unfold the strip again.
    const foldedClasses = new Set(strip.classList);
    const changed = [...shownClasses, ...foldedClasses].filter(
      (name) => shownClasses.has(name) !== foldedClasses.has(name),
    );
    expect(changed.length).toBeGreaterThan(0);
    for (const name of changed) expect(name).toMatch(/^(-?translate-y-|opacity-|pointer-events-)/);
    expect(strip.className).toMatch(/\bsticky\b/);
    // The strip is outside the sticky header, so the header's own height never changes either.
    expect(screen.getByRole('banner')).not.toContainElement(strip);
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(strip).toHaveAttribute('data-collapsed', 'false');
  });

  it('takes the brand title home and to the top, and links profile, wishlist and bag', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user, router } = renderRoute(<AppLayout />, { path: '/' });
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/user-profile');
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('link', { name: 'Bag, 0 items' })).toHaveAttribute('href', '/bag');
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: /Zari/ }));
    // Already on /, so no route change scrolls: the title itself must.
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('names the seller and the grievance officer in the footer (from GET /api/store), with the policy links', async () => {
    renderRoute(<AppLayout />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(/Ananya Rao/)).toBeInTheDocument();
    expect(footer).toHaveTextContent('Zari Fashion Private Limited');
    expect(footer).toHaveTextContent('Ananya Rao');
    expect(screen.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/return-policy');
    expect(screen.getByRole('link', { name: 'Shipping & Delivery' })).toHaveAttribute(
      'href',
      '/shipping-delivery',
    );
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });
});
