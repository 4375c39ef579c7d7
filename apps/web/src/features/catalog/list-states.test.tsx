import { configure, screen, within } from '@testing-library/react';
import { API_PATHS } from '@zari/contract';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import CategoryPage from '@/pages/category';
import HotListPage from '@/pages/hot-list';
import NotFoundPage from '@/pages/not-found';
import {
  categoriesHandler,
  dresses,
  installLayoutShims,
  listingHandler,
  makeProduct,
  productsByCategoryHandler,
  tops,
} from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

// These screens fire several requests at once; on a busy shared machine they take more than 1 s.
configure({ asyncUtilTimeout: 4000 });

installLayoutShims();

const category = (path: string, state?: unknown) =>
  renderRoute(<CategoryPage />, { path, route: '/category/:slug', state });

const hanging = (path: string) => http.get(path, () => delay('infinite'));

describe('Category screen', () => {
  it('shows 15 skeleton cards while loading', () => {
    server.use(categoriesHandler(), hanging(API_PATHS.productsByCategory));
    category('/category/tops-and-blouses', { categoryId: tops._id });
    const loading = screen.getByRole('status', { name: 'Loading' });
    expect(loading.children).toHaveLength(15);
  });

  it('lists the products of the id in navigation state, with breadcrumb and pills', async () => {
    const top = makeProduct({ title: 'Ruffle Top' });
    server.use(categoriesHandler(), productsByCategoryHandler([top]));
    category('/category/tops-and-blouses', { categoryId: tops._id, categoryTitle: tops.title });
    expect(await screen.findByText('Ruffle Top')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Tops & Blouses')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/category/dresses');
  });

  it('resolves the slug on a cold load without navigation state', async () => {
    const dress = makeProduct({ title: 'Wrap Dress', category: { _id: dresses._id, title: dresses.title } });
    server.use(categoriesHandler(), productsByCategoryHandler([dress]));
    category('/category/dresses');
    expect(await screen.findByText('Wrap Dress')).toBeInTheDocument();
  });

  it("shows 'Error loading products' when the list fails", async () => {
    server.use(
      categoriesHandler(),
      http.get(API_PATHS.productsByCategory, () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    category('/category/tops-and-blouses', { categoryId: tops._id });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products');
  });

  it('shows the 404 page for a slug no category has, titled so, with or without navigation state', async () => {
    server.use(categoriesHandler(), productsByCategoryHandler([makeProduct({ title: 'Stray' })]));
    const cold = category('/category/no-such-category');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('No products available in this category')).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found | Zari');
    cold.unmount();

    category('/category/no-such-category', { categoryId: tops._id, categoryTitle: 'Made up' });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Stray')).not.toBeInTheDocument();
  });

  it('titles the tab with the category name', async () => {
    server.use(categoriesHandler(), productsByCategoryHandler([]));
    category('/category/dresses');
    await screen.findByText('No products available in this category');
    expect(document.title).toBe(`${dresses.title} | Zari`);
  });

  it("shows 'No products available in this category' when it is empty", async () => {
    server.use(categoriesHandler(), productsByCategoryHandler([]));
    category('/category/tops-and-blouses', { categoryId: tops._id });
    expect(await screen.findByText('No products available in this category')).toBeInTheDocument();
  });
});

describe('Hot list', () => {
  it('shows 12 skeletons while loading', () => {
    server.use(categoriesHandler(), hanging(API_PATHS.productsByCategory));
    renderRoute(<HotListPage />, { path: '/hot-rn-dresses' });
    expect(screen.getByRole('status', { name: 'Loading' }).children).toHaveLength(12);
  });

  it('asks the server for the dresses cheapest first, and shows them in its order', async () => {
    const urls: URL[] = [];
    const dressRef = { _id: dresses._id, title: dresses.title };
    const list = [
      makeProduct({ title: 'Dress A', discountedAmount: 900, category: dressRef }),
      makeProduct({ title: 'Dress B', discountedAmount: 1800, category: dressRef }),
      makeProduct({ title: 'Dress C', discountedAmount: 2500, category: dressRef }),
      makeProduct({ title: 'Not a dress', discountedAmount: 100 }),
    ];
    server.use(categoriesHandler(), ...listingHandler(list, (url) => urls.push(url)));
    renderRoute(<HotListPage />, { path: '/hot-rn-dresses' });
    await screen.findByText('Dress A');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Dress A', 'Dress B', 'Dress C']);
    expect(urls.at(-1)?.pathname).toBe(`/api/products/category/${dresses._id}`);
    expect(urls.at(-1)?.searchParams.get('sort')).toBe('price-asc');
  });

  it("shows 'Error loading products' and 'No products available'", async () => {
    server.use(
      categoriesHandler(),
      http.get(API_PATHS.productsByCategory, () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    const failing = renderRoute(<HotListPage />, { path: '/hot-rn-dresses' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products');
    failing.unmount();

    server.use(...listingHandler([]));
    renderRoute(<HotListPage />, { path: '/hot-rn-dresses' });
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });
});

describe('404', () => {
  it("says 'Oops! Page not found' and links home", () => {
    renderRoute(<NotFoundPage />, { path: '/no/such/page', route: '*' });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Zari');
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
