import { configure, screen, within } from '@testing-library/react';
import { API_PATHS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import HomePage from '@/pages/home';
import {
  categoriesFailing,
  categoriesHandler,
  makeProduct,
  postersHandler,
  productsFailing,
  productsHandler,
  testId,
  tops,
} from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

// These screens fire several requests at once; on a busy shared machine they take more than 1 s.
configure({ asyncUtilTimeout: 4000 });

const renderHome = () => renderRoute(<HomePage />, { path: '/' });

describe('Home', () => {
  it('shows every section’s red box when the API fails', async () => {
    server.use(
      http.get(API_PATHS.poster, () => HttpResponse.json({ success: false }, { status: 500 })),
      categoriesFailing(),
      productsFailing(),
    );
    renderHome();
    for (const text of [
      'Error loading hero images',
      'Error loading special offers',
      'Error loading categories',
      'Error loading images',
      'Error loading dress images',
      'Error loading now or never image',
      'Error loading products',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(await screen.findAllByText('Error loading poster')).toHaveLength(2);
    expect(await screen.findAllByText('Error loading tops & blouses')).toHaveLength(3);
  });

  it('shows the empty texts when there are no products', async () => {
    server.use(postersHandler([]), categoriesHandler(), productsHandler([]));
    renderHome();
    expect(await screen.findAllByText('No products available at the moment.')).toHaveLength(3);
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });

  it('shows at most 6 hot categories, each carrying its id to the category screen', async () => {
    const many = Array.from({ length: 8 }, (_, at) => ({
      _id: testId(),
      title: `Category ${at + 1}`,
      slug: `category-${at + 1}`,
      image: '/uploads/c.jpg',
    }));
    server.use(postersHandler(), categoriesHandler([tops, ...many]), productsHandler([]));
    const { user, router } = renderHome();
    const section = (await screen.findByRole('heading', { name: 'HOT CATEGORIES' })).closest(
      'section',
    ) as HTMLElement;
    const links = await within(section).findAllByRole('link');
    expect(links).toHaveLength(6);
    await user.click(within(section).getByRole('link', { name: 'Category 2' }));
    expect(router.state.location.pathname).toBe('/category/category-2');
    expect(router.state.location.state).toMatchObject({ categoryId: many[1]?._id });
  });

  it('shows one main special offer and two smaller ones, and tops-and-blouses grids of up to 6', async () => {
    const topsList = Array.from({ length: 8 }, (_, at) => makeProduct({ title: `Top ${at + 1}` }));
    server.use(
      postersHandler(['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg', '/uploads/d.jpg']),
      categoriesHandler(),
      productsHandler(topsList),
    );
    renderHome();
    const offers = (await screen.findByRole('heading', { name: 'SPECIAL OFFERS' })).closest(
      'section',
    ) as HTMLElement;
    await expect.poll(() => offers.querySelectorAll('img').length).toBe(3);
    // The grid's layout is on its items, the banners: the main one spans both rows beside the small ones on
    // a desktop. On the picture inside, the span reached no grid item and left a hole (issue 36).
    const gridItem = (image: Element) => {
      let item = image as HTMLElement;
      while (item.parentElement && !item.parentElement.className.includes('grid')) item = item.parentElement;
      return item;
    };
    const [main, ...small] = [...offers.querySelectorAll('img')].map(gridItem);
    expect(main?.parentElement?.className).toContain('lg:grid-rows-2');
    expect(main?.className).toContain('lg:row-span-2');
    for (const tile of small) expect(tile.className).toContain('aspect-3/2');
    for (const image of offers.querySelectorAll('img')) expect(image.className).not.toMatch(/span|aspect/);
    const grids = await screen.findAllByRole('heading', { name: 'Tops & Blouses' });
    const [first, second] = grids.map((heading) => heading.closest('section') as HTMLElement);
    await expect.poll(() => within(first as HTMLElement).queryAllByRole('article').length).toBe(6);
    // Eight tops fill all three grids (the rest wrap around); never a lonely row of two.
    for (const grid of grids.map((heading) => heading.closest('section') as HTMLElement)) {
      expect(within(grid).getAllByRole('article')).toHaveLength(6);
    }
    expect(within(second as HTMLElement).getByText('Top 7')).toBeInTheDocument();
  });

  it('links each banner to the target its poster data names, and a banner without one to nowhere', async () => {
    server.use(
      postersHandler(['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'], (name) =>
        name === 'special-offer'
          ? ['/category/kurtas', '/shipping-delivery', null]
          : name === 'hero-banner'
            ? ['/product/abc', 'https://elsewhere.example/', '/category/dresses']
            : [null, null, null],
      ),
      categoriesHandler(),
      productsHandler([]),
    );
    renderHome();
    expect(await screen.findByRole('link', { name: 'SPECIAL OFFERS, banner 1 of 3' })).toHaveAttribute(
      'href',
      '/category/kurtas',
    );
    expect(screen.getByRole('link', { name: 'SPECIAL OFFERS, banner 2 of 3' })).toHaveAttribute(
      'href',
      '/shipping-delivery',
    );
    expect(screen.queryByRole('link', { name: 'SPECIAL OFFERS, banner 3 of 3' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Featured, banner 1 of 3' })).toHaveAttribute(
      'href',
      '/product/abc',
    );
    // Never to another site, whatever the data says.
    expect(screen.queryByRole('link', { name: 'Featured, banner 2 of 3' })).not.toBeInTheDocument();
  });

  it('links the HOT RN: DRESSES title to the hot list', async () => {
    server.use(postersHandler(), categoriesHandler(), productsHandler([]));
    renderHome();
    expect(await screen.findByRole('link', { name: 'HOT RN: DRESSES' })).toHaveAttribute(
      'href',
      '/hot-rn-dresses',
    );
  });

  it('pages All Products with the server cursor', async () => {
    const first = makeProduct({ title: 'First Page Kurta' });
    const second = makeProduct({ title: 'Second Page Saree' });
    server.use(
      postersHandler([]),
      categoriesHandler([]),
      http.get(API_PATHS.products, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === 'page-2'
            ? { success: true, data: [second], nextCursor: null }
            : { success: true, data: [first], nextCursor: 'page-2' },
        );
      }),
    );
    const { user } = renderHome();
    expect(await screen.findByText('First Page Kurta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second Page Saree')).toBeInTheDocument();
    expect(screen.getByText('First Page Kurta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
