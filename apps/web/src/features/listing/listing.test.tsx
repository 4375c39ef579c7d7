import { screen, waitFor, within } from '@testing-library/react';
import { SEARCH_MATCHES_RANKED } from '@zari/contract';
import { describe, expect, it } from 'vitest';
import CategoryPage from '@/pages/category';
import HotListPage from '@/pages/hot-list';
import SearchPage from '@/pages/search';
import {
  categoriesHandler,
  dresses,
  installLayoutShims,
  listingHandler,
  makeProduct,
  tops,
} from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

installLayoutShims();

const dressRef = { _id: dresses._id, title: dresses.title, slug: dresses.slug };
/** 30 dresses: more than one page of 24. Every third comes in M only, the rest in S and L. */
const manyDresses = Array.from({ length: 30 }, (_, at) =>
  makeProduct({
    title: `Dress ${String(at + 1).padStart(2, '0')}`,
    category: dressRef,
    sizes: at % 3 === 0 ? ['M'] : ['S', 'L'],
  }),
);

function renderCategory(path: string) {
  const requests: URL[] = [];
  server.use(categoriesHandler(), ...listingHandler(manyDresses, (url) => requests.push(url)));
  const rendered = renderRoute(<CategoryPage />, { path, route: '/category/:slug' });
  return { ...rendered, requests };
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const search = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('a listing pages on', () => {
  it('asks for 24 cards with facets, then the next 24 from the cursor, under the first', async () => {
    const { user, requests } = renderCategory('/category/dresses');
    expect(await screen.findByText('Dress 01')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(24);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('30 products');
    const first = requests.at(-1) as URL;
    expect(first.pathname).toBe(`/api/products/category/${dresses._id}`);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      view: 'card',
      limit: '24',
      facets: 'true',
      sort: 'newest',
    });

    expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Dress 30')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(30);
    expect(cardTitles().slice(0, 2)).toEqual(['Dress 01', 'Dress 02']);
    expect(requests.at(-1)?.searchParams.get('cursor')).toBe('page-24');
    expect(requests.at(-1)?.searchParams.has('facets')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('sort and filters live in the URL', () => {
  it('opens a shared link with its filters asked for and shown as chosen', async () => {
    const { requests } = renderCategory('/category/dresses?sort=price-asc&size=M&price=1500-2500&inStock=1');
    expect(await screen.findByText('10 products')).toBeInTheDocument();
    const asked = requests.at(-1) as URL;
    expect(asked.searchParams.getAll('size')).toEqual(['M']);
    expect(asked.searchParams.get('price')).toBe('1500-2500');
    expect(asked.searchParams.get('inStock')).toBe('true');
    expect(asked.searchParams.get('sort')).toBe('price-asc');

    const rail = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(rail).getByRole('checkbox', { name: /^M/ })).toBeChecked();
    expect(within(rail).getByRole('checkbox', { name: /^S/ })).not.toBeChecked();
    expect(within(rail).getByRole('radio', { name: '₹1,500 – ₹2,500 (10)' })).toBeChecked();
    expect(within(rail).getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('button', { name: 'Filter, 3 on' })).toBeInTheDocument();
  });

  it('writes each rail choice to the URL in canonical form, and Back undoes it', async () => {
    const { user, router } = renderCategory('/category/dresses');
    await screen.findByText('30 products');
    const rail = screen.getByRole('complementary', { name: 'Filters' });

    await user.click(within(rail).getByRole('checkbox', { name: /^M/ }));
    await user.click(within(rail).getByRole('checkbox', { name: 'Fast delivery' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(search(router)).toBe('?sort=price-desc&size=M&fastDelivery=1');
    expect(await screen.findByText('10 products')).toBeInTheDocument();

    await router.navigate(-1);
    await expect.poll(() => search(router)).toBe('?size=M&fastDelivery=1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest'));
    await router.navigate(-2);
    await expect.poll(() => search(router)).toBe('');
    expect(await screen.findByText('30 products')).toBeInTheDocument();
    expect(within(rail).getByRole('checkbox', { name: /^M/ })).not.toBeChecked();
  });

  it('leaves the hot list’s own order (cheapest first) out of the URL', async () => {
    const requests: URL[] = [];
    server.use(categoriesHandler(), ...listingHandler(manyDresses, (url) => requests.push(url)));
    const { user, router } = renderRoute(<HotListPage />, { path: '/hot-rn-dresses' });
    await screen.findByText('30 products');
    expect(requests.at(-1)?.searchParams.get('sort')).toBe('price-asc');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('price-asc');
    await user.selectOptions(sort, "What's New");
    expect(search(router)).toBe('?sort=newest');
    await user.selectOptions(sort, 'Price: Low to High');
    expect(search(router)).toBe('');
  });
});

describe('the filters on', () => {
  it('are listed above the cards, each removable in one tap', async () => {
    const { user, router } = renderCategory('/category/dresses?size=M&size=L&fastDelivery=1');
    const applied = await screen.findByRole('list', { name: 'Filters applied' });
    const chips = within(applied).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label') ?? chip.textContent)).toEqual([
      'Remove filter Size M',
      'Remove filter Size L',
      'Remove filter Fast delivery',
      'Clear all',
    ]);
    await user.click(within(applied).getByRole('button', { name: 'Remove filter Size M' }));
    expect(search(router)).toBe('?size=L&fastDelivery=1');
    await user.click(within(applied).getByRole('button', { name: 'Clear all' }));
    expect(search(router)).toBe('');
    expect(screen.queryByRole('list', { name: 'Filters applied' })).not.toBeInTheDocument();
  });

  it('cannot be a price band with nothing in it, unless the link already chose it', async () => {
    renderCategory('/category/dresses?price=0-500');
    const rail = screen.getByRole('complementary', { name: 'Filters' });
    await screen.findByText('No products match these filters');
    // Every dress costs ₹1,500: the other empty bands are shut, the chosen one stays open to be left.
    expect(within(rail).getByRole('radio', { name: 'Under ₹500 (0)' })).toBeEnabled();
    expect(within(rail).getByRole('radio', { name: '₹500 – ₹1,000 (0)' })).toBeDisabled();
    expect(within(rail).getByRole('radio', { name: '₹2,500 – ₹5,000 (0)' })).toBeDisabled();
    expect(within(rail).getByRole('radio', { name: '₹1,500 – ₹2,500 (30)' })).toBeEnabled();
  });
});

describe('the phone’s sheets', () => {
  it('edits a draft with live counts, applies it on Apply and gives focus back to Filter', async () => {
    const { user, router, requests } = renderCategory('/category/dresses?fastDelivery=1');
    await screen.findByText('30 products');
    const opener = screen.getByRole('button', { name: 'Filter, 1 on' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });

    await user.click(within(sheet).getByRole('checkbox', { name: 'M (10)' }));
    expect(search(router)).toBe('?fastDelivery=1');
    await expect.poll(() => within(sheet).getByRole('status').textContent).toBe('10 products');
    expect(requests.at(-1)?.searchParams.getAll('size')).toEqual(['M']);

    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search(router)).toBe('?size=M&fastDelivery=1');
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('button', { name: 'Filter, 2 on' }));
    expect(await screen.findByText('10 products')).toBeInTheDocument();
  });

  it('clears the draft with Clear all, and closing without Apply changes nothing', async () => {
    const { user, router } = renderCategory('/category/dresses?size=M&discount=30');
    await screen.findByText('10 products');
    await user.click(screen.getByRole('button', { name: 'Filter, 2 on' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('radio', { name: '30% and above' })).toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect(within(sheet).getByRole('checkbox', { name: /^M/ })).not.toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Any discount' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(search(router)).toBe('?size=M&discount=30');

    await user.click(screen.getByRole('button', { name: 'Filter, 2 on' }));
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(search(router)).toBe('');
  });

  it('sorts from the sort sheet in one tap', async () => {
    const { user, router } = renderCategory('/category/dresses');
    await screen.findByText('30 products');
    const opener = screen.getByRole('button', { name: "Sort, What's New" });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Sort by' });
    expect(within(sheet).getByRole('button', { name: "What's New" })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sheet).getByRole('button', { name: 'Popularity' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Better Discount' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search(router)).toBe('?sort=discount');
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('button', { name: 'Sort, Better Discount' }));
  });
});

describe('search page', () => {
  it('lists the server’s matches for ?q=, titled with the query, ranked by relevance', async () => {
    const requests: URL[] = [];
    const kurta = makeProduct({
      title: 'Indigo Cotton Kurta',
      category: { _id: tops._id, title: tops.title },
    });
    server.use(...listingHandler([kurta, ...manyDresses], (url) => requests.push(url)));
    renderRoute(<SearchPage />, { path: '/search?q=kurta' });
    expect(await screen.findByText('Indigo Cotton Kurta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “kurta”');
    expect(document.title).toBe('“kurta” — Search | Zari');
    expect(requests.at(-1)?.searchParams.get('search')).toBe('kurta');
    expect(requests.at(-1)?.searchParams.get('sort')).toBe('relevance');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('kurta');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Relevance');
  });

  it('says "240+" when a search matched more than the server ranks (issue 36), never that 240 is all', async () => {
    const kurtas = Array.from({ length: SEARCH_MATCHES_RANKED + 10 }, (_, at) =>
      makeProduct({ title: `Kurta ${at + 1}`, category: { _id: tops._id, title: tops.title } }),
    );
    server.use(...listingHandler(kurtas));
    renderRoute(<SearchPage />, { path: '/search?q=kurta' });
    expect(await screen.findByText(`${SEARCH_MATCHES_RANKED}+ products`)).toBeInTheDocument();
    expect(screen.getByText(`Showing 24 of ${SEARCH_MATCHES_RANKED}+`)).toBeInTheDocument();
  });

  it("says 'No products found.' when nothing matches, and a new search keeps no filters", async () => {
    server.use(...listingHandler(manyDresses));
    const { user, router } = renderRoute(<SearchPage />, { path: '/search?q=zzz&size=M' });
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'nothing here{Enter}');
    await expect.poll(() => search(router)).toBe('?q=nothing+here');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });
});

describe('the country of origin filter (issue 34)', () => {
  it('lists each country with its count, filters by it in the URL and shows it as a removable chip', async () => {
    const bags = Array.from({ length: 6 }, (_, at) =>
      makeProduct({
        title: `Bag ${at + 1}`,
        category: dressRef,
        sizes: ['Free Size'],
        disclosures: { countryOfOrigin: at < 2 ? 'CN' : 'IN', netQuantity: '1 N' },
      }),
    );
    const requests: URL[] = [];
    server.use(categoriesHandler(), ...listingHandler(bags, (url) => requests.push(url)));
    const { user, router } = renderRoute(<CategoryPage />, {
      path: '/category/dresses',
      route: '/category/:slug',
    });
    await screen.findByText('6 products');
    const rail = screen.getByRole('complementary', { name: 'Filters' });
    within(rail).getByRole('group', { name: 'Country of origin' });
    await user.click(within(rail).getByRole('checkbox', { name: /^China/ }));
    expect(search(router)).toBe('?origin=CN');
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.getAll('origin')).toEqual(['CN']);
    await waitFor(() => expect(cardTitles()).toEqual(['Bag 1', 'Bag 2']));
    const applied = screen.getByRole('list', { name: 'Filters applied' });
    await user.click(within(applied).getByRole('button', { name: 'Remove filter Country of origin: China' }));
    expect(search(router)).toBe('');
    expect(await screen.findByText('6 products')).toBeInTheDocument();
  });
});
