import { act, configure, screen, within } from '@testing-library/react';
import { CART_UPDATED_EVENT, STORAGE_KEYS } from '@zari/contract';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout';
import CategoryPage from '@/pages/category';
import WishlistPage from '@/pages/wishlist';
import {
  categoriesHandler,
  makeProduct,
  productHandler,
  productsByCategoryHandler,
  tops,
} from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

// These screens fire several requests at once; on a busy shared machine they take more than 1 s.
configure({ asyncUtilTimeout: 4000 });

const kurta = makeProduct({ title: 'Indigo Kurta', amount: 1999, discountedAmount: 1499 });

describe('Wishlist', () => {
  it('saves from a card, persists under the wishlist key, broadcasts cartUpdated and updates the header badge', async () => {
    server.use(categoriesHandler(), productsByCategoryHandler([kurta]));
    const broadcasts = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, broadcasts);
    const { user } = renderRoute(
      <>
        {/* The shell has no child route here, so it renders just its header next to the page. */}
        <AppLayout />
        <CategoryPage />
      </>,
      { path: '/category/tops-and-blouses', route: '/category/:slug', state: { categoryId: tops._id } },
    );
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Indigo Kurta' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Add to wishlist' }));

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist) ?? '[]')).toEqual([
      { productId: kurta._id, variantId: null, variantImage: null },
    ]);
    expect(broadcasts).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('count-badge')).toHaveTextContent('1');

    await user.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist) ?? '[]')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
    window.removeEventListener(CART_UPDATED_EVENT, broadcasts);
  });

  it('updates the badges when another tab changes the wishlist or the bag', () => {
    renderRoute(<AppLayout />);
    act(() => {
      localStorage.setItem(
        STORAGE_KEYS.wishlist,
        JSON.stringify([{ productId: kurta._id, variantId: null, variantImage: null }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.wishlist }));
    });
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    act(() => {
      localStorage.setItem(
        STORAGE_KEYS.cart,
        JSON.stringify([
          {
            product: { _id: kurta._id, title: kurta.title, images: [], amount: 1999, discountedAmount: 1499 },
            quantity: 3,
            selectedSize: 'M',
            selectedVariant: null,
            variantPrice: null,
            variantDiscountedPrice: null,
          },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    });
    expect(screen.getByRole('link', { name: 'Bag, 3 items' })).toBeInTheDocument();
  });

  it('lists saved products with a count and removes them', async () => {
    server.use(...productHandler(kurta));
    localStorage.setItem(
      STORAGE_KEYS.wishlist,
      JSON.stringify([{ productId: kurta._id, variantId: null, variantImage: null }]),
    );
    const { user } = renderRoute(<WishlistPage />, { path: '/wishlist' });
    expect(screen.getByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(await screen.findByText('Indigo Kurta')).toBeInTheDocument();
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Indigo Kurta' }));
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.wishlist)).toBe('[]');
  });

  it('shows the empty state with a way back to shopping', async () => {
    const { user, router } = renderRoute(<WishlistPage />, { path: '/wishlist' });
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByText('Save items you love to your wishlist')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
