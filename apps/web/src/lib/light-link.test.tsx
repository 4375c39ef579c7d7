import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAllModules } from '@/lib/i18n';
import { renderRoute } from '@/test/render';
import { hrefUnder, LightLink } from './light-link';

/**
 * Whether the browser would follow the last click itself (a full page load, or a new tab with a modifier):
 * read on the document, after React's own listener on the root has run the link's handler.
 */
let followedByBrowser: boolean[] = [];
const noteClick = (event: MouseEvent) => {
  followedByBrowser.push(!event.defaultPrevented);
  // jsdom does not load pages; the browser's part is what the flag above records.
  event.preventDefault();
};
beforeEach(() => {
  followedByBrowser = [];
  document.addEventListener('click', noteClick);
});
afterEach(() => document.removeEventListener('click', noteClick));

const otherRoutes = [{ path: '/product/:id', element: <p>Product page</p> }];

describe('LightLink (issue 36)', () => {
  it('navigates through the router on a plain click, without a page load, carrying its state', async () => {
    const { router } = renderRoute(
      <LightLink to="/product/42" state={{ from: 'card' }} className="block">
        Linen Shirt
      </LightLink>,
      { otherRoutes },
    );
    const link = screen.getByRole('link', { name: 'Linen Shirt' });
    expect(link).toHaveAttribute('href', '/product/42');
    expect(link).toHaveClass('block');
    fireEvent.click(link);
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/42');
    expect(router.state.location.state).toEqual({ from: 'card' });
    expect(router.state.historyAction).toBe('PUSH');
    expect(followedByBrowser).toEqual([false]);
  });

  it('leaves a ctrl, meta, shift or middle click and a link with a target to the browser (new tab)', () => {
    const { router } = renderRoute(
      <>
        <LightLink to="/product/42">Linen Shirt</LightLink>
        <LightLink to="/product/43" target="_blank">
          Silk Saree
        </LightLink>
      </>,
      { otherRoutes },
    );
    const link = screen.getByRole('link', { name: 'Linen Shirt' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Silk Saree' }));
    expect(followedByBrowser).toEqual([true, true, true, true, true]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('runs its own onClick first, and stays put when that prevents the navigation', () => {
    const { router } = renderRoute(
      <LightLink to="/product/42" onClick={(event) => event.preventDefault()}>
        Linen Shirt
      </LightLink>,
      { otherRoutes },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Linen Shirt' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('writes and follows its address under the router basename (a Hindi page stays in Hindi)', async () => {
    await loadAllModules('hi');
    const { router } = renderRoute(<LightLink to="/product/42">Linen Shirt</LightLink>, {
      locale: 'hi',
      otherRoutes,
    });
    const link = screen.getByRole('link', { name: 'Linen Shirt' });
    expect(link).toHaveAttribute('href', '/hi/product/42');
    fireEvent.click(link);
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hi/product/42');
    expect(followedByBrowser).toEqual([false]);
  });

  it('adds the basename as react-router does', () => {
    expect(hrefUnder('/', '/product/1?x=1')).toBe('/product/1?x=1');
    expect(hrefUnder('/hi', '/')).toBe('/hi');
    expect(hrefUnder('/hi', '/?q=a#top')).toBe('/hi?q=a#top');
    expect(hrefUnder('/hi', '/category/kurtas?sort=new')).toBe('/hi/category/kurtas?sort=new');
  });
});
