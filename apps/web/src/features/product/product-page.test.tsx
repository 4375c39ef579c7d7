import { configure, screen, within } from '@testing-library/react';
import { API_PATHS, STORAGE_KEYS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import ProductPage from '@/pages/product';
import {
  installLayoutShims,
  makeProduct,
  makeVariant,
  productHandler,
  productsHandler,
  testStore,
  tops,
} from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

// These screens fire several requests at once; on a busy shared machine they take more than 1 s.
configure({ asyncUtilTimeout: 4000 });

installLayoutShims();

const product = makeProduct({
  title: 'Chikankari Kurta',
  amount: 2000,
  discountedAmount: 1500,
  sizes: ['S', 'M', 'L'],
});
const red = makeVariant(product, {
  colorName: 'Red',
  colorCode: '#b91c1c',
  price: 2400,
  discountedPrice: 1800,
});
// Dearer than red, so the page opens on red (the lowest-priced colour in stock, issue 31).
const blue = makeVariant(product, {
  colorName: 'Blue',
  colorCode: '#1d4ed8',
  price: 2600,
  discountedPrice: 1900,
});

function renderProduct(target = product, variants = [red, blue]) {
  server.use(...productHandler(target, variants), productsHandler([target]));
  return renderRoute(<ProductPage />, {
    path: `/product/${target._id}`,
    route: '/product/:id',
    otherRoutes: [{ path: '/', element: <p>Home page</p> }],
  });
}

const addButton = () => screen.getByRole('button', { name: /ADD TO BAG|SELECT SIZE|OUT OF STOCK/ });
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('Product page', () => {
  it('selects the first size and the first variant, and prices by the variant', async () => {
    renderProduct();
    expect(await screen.findByRole('heading', { name: 'Chikankari Kurta' })).toBeInTheDocument();
    expect(pressed('S')).toBe('true');
    expect(pressed('Red')).toBe('true');
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,800');
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
    expect(screen.getByText('Inclusive of all taxes')).toBeInTheDocument();
    expect(addButton()).toHaveTextContent('ADD TO BAG');
    expect(addButton()).toBeEnabled();
  });

  it('jumps to a variant’s first image when the variant is chosen, and selects a variant from its image', async () => {
    const { user } = renderProduct();
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    // Gallery: 2 product images, then 2 red, then 2 blue.
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    expect(screen.getByRole('button', { name: 'View image 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,900');

    await user.click(screen.getByRole('button', { name: 'View image 3' }));
    expect(pressed('Red')).toBe('true');
    expect(pressed('Blue')).toBe('false');
  });

  it('wraps the gallery arrows around both ends', async () => {
    const { user } = renderProduct(product, []);
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute('aria-current', 'true');
  });

  /** The kurta with stock per colour and size (issue 31): Red S sold out, Red M 2 left; Blue S only. */
  const stocked = {
    ...product,
    availability: [
      { variant: red._id, size: 'S', inStock: false },
      { variant: red._id, size: 'M', inStock: true, left: 2 },
      { variant: red._id, size: 'L', inStock: true },
      { variant: blue._id, size: 'S', inStock: true },
      { variant: blue._id, size: 'M', inStock: false },
      { variant: blue._id, size: 'L', inStock: false },
    ],
  };

  it('asks for a size when none is chosen, with the red hint and the toast', async () => {
    // Blue has no M: choosing Blue with M chosen leaves no size chosen.
    const { user } = renderProduct(stocked);
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    expect(pressed('M')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    expect(addButton()).toHaveTextContent('SELECT SIZE');
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByText('Please select a size')).toHaveLength(1);

    await user.click(addButton());
    expect(await screen.findByText('You must select a size before adding to bag')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('adds the chosen size and variant to the bag at the variant’s price', async () => {
    const { user } = renderProduct();
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(addButton());
    await user.click(addButton());
    const cart = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]');
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      quantity: 2,
      selectedSize: 'M',
      selectedVariant: blue._id,
      variantPrice: 2600,
      variantDiscountedPrice: 1900,
    });
  });

  it('opens on the lowest-priced colour that has a size in stock, the price its card shows', async () => {
    const cheap = makeVariant(product, {
      colorName: 'Sand',
      colorCode: '#d6c4a8',
      price: 2000,
      discountedPrice: 900,
    });
    const view = renderProduct(product, [red, blue, cheap]);
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    expect(pressed('Sand')).toBe('true');
    expect(screen.getByTestId('price')).toHaveTextContent('₹900');
    view.unmount();
    // Sold out in every size: the next lowest opens instead.
    renderProduct(
      {
        ...product,
        availability: [red, blue, cheap].flatMap((colour) =>
          product.sizes.map((size) => ({ variant: colour._id, size, inStock: colour !== cheap })),
        ),
      },
      [red, blue, cheap],
    );
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    expect(pressed('Red')).toBe('true');
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,800');
  });

  it('strikes through the sizes sold out in the chosen colour, says how few are left, keeps a size tapped twice', async () => {
    const { user } = renderProduct(stocked);
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    // Red opens; its S is sold out, so the page opens on M.
    const redS = screen.getByRole('button', { name: 'S, sold out in this colour' });
    expect(redS).toBeDisabled();
    expect(redS).toHaveClass('line-through');
    expect(pressed('M')).toBe('true');
    expect(screen.getByText('Only 2 left in M')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(pressed('M')).toBe('true');
    expect(addButton()).toHaveTextContent('ADD TO BAG');
    // In Blue, S is the one left and M and L are struck through.
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    expect(screen.getByRole('button', { name: 'S' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'M, sold out in this colour' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'L, sold out in this colour' })).toBeDisabled();
  });

  it('adds no more of a size and colour to the bag than are left', async () => {
    const { user } = renderProduct(stocked);
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    for (let times = 0; times < 3; times++) await user.click(addButton());
    const cart = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]');
    expect(cart).toEqual([
      expect.objectContaining({ selectedSize: 'M', selectedVariant: red._id, quantity: 2, maxQuantity: 2 }),
    ]);
  });

  it('says OUT OF STOCK and cannot be pressed when the product is sold out', async () => {
    renderProduct(makeProduct({ title: 'Banarasi Saree', inStock: false, stockCount: 0 }), []);
    expect(await screen.findByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
  });

  it("shows 'Failed to load product' with a way home when the product cannot be loaded", async () => {
    server.use(
      http.get(API_PATHS.product, () =>
        HttpResponse.json({ success: false, message: 'Product not found' }, { status: 404 }),
      ),
      http.get(API_PATHS.productVariants, () => HttpResponse.json({ success: true, data: [] })),
    );
    const { user } = renderRoute(<ProductPage />, {
      path: '/product/00000000-0000-4000-8000-999999999999',
      route: '/product/:id',
      otherRoutes: [{ path: '/', element: <p>Home page</p> }],
    });
    expect(await screen.findByText('Failed to load product')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go Back Home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('saves the product and variant to the wishlist from the bottom bar', async () => {
    const { user } = renderProduct();
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist) ?? '[]')).toEqual([
      { productId: product._id, variantId: red._id, variantImage: red.images[0] },
    ]);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('Pincode check', () => {
  async function pincodeForm() {
    const view = renderProduct(product, []);
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    return {
      ...view,
      input: screen.getByRole('textbox', { name: 'Enter pincode' }),
      check: screen.getByRole('button', { name: 'Check' }),
    };
  }

  it('keeps Check disabled while empty, limits input to 6 and asks for a pincode when only spaces were typed', async () => {
    const { user, input, check } = await pincodeForm();
    expect(check).toBeDisabled();
    expect(input).toHaveAttribute('maxLength', '6');
    await user.type(input, '   ');
    await user.click(check);
    expect(await screen.findByText('Please enter a pincode')).toBeInTheDocument();
  });

  it('shows the server message with a tick and the estimated date, and clears it when the input changes', async () => {
    server.use(
      http.post(API_PATHS.pincodeCheck, () =>
        HttpResponse.json({
          success: true,
          message: 'Delivery available to Bengaluru in 3 days',
          data: {
            pincode: '560025',
            estimatedDeliveryDays: 3,
            city: 'Bengaluru',
            state: 'Karnataka',
            codAvailable: true,
          },
        }),
      ),
    );
    const { user, input, check } = await pincodeForm();
    await user.type(input, '560025');
    await user.click(check);
    expect(await screen.findByText('Delivery available to Bengaluru in 3 days')).toBeInTheDocument();
    const expected = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + 3 * 86_400_000),
    );
    expect(screen.getByText(`Estimated delivery by ${expected}`)).toBeInTheDocument();
    expect(
      within(
        screen.getByText('Delivery available to Bengaluru in 3 days').parentElement as HTMLElement,
      ).getByLabelText('✓'),
    ).toBeInTheDocument();

    await user.type(input, '{Backspace}');
    expect(screen.queryByText('Delivery available to Bengaluru in 3 days')).not.toBeInTheDocument();
  });

  it('shows a refusal with a cross, and the network failure text when the server cannot be reached', async () => {
    server.use(
      http.post(API_PATHS.pincodeCheck, () =>
        HttpResponse.json(
          { success: false, message: 'Sorry, we do not deliver to this pincode yet' },
          { status: 404 },
        ),
      ),
    );
    const { user, input, check } = await pincodeForm();
    await user.type(input, '999999');
    await user.click(check);
    expect(await screen.findByText('Sorry, we do not deliver to this pincode yet')).toBeInTheDocument();
    expect(screen.getByLabelText('✗')).toBeInTheDocument();

    server.use(http.post(API_PATHS.pincodeCheck, () => HttpResponse.error()));
    await user.click(check);
    expect(await screen.findByText('Failed to check pincode. Please try again.')).toBeInTheDocument();
  });
});

describe('Product page: returns, size guide, stock and recently viewed', () => {
  const jewellery = { _id: tops._id, title: 'Jewellery', slug: 'jewellery' };

  it('never promises a return on jewellery, wherever returns are mentioned', async () => {
    const jhumkas = makeProduct({
      title: 'Kundan Jhumkas',
      category: jewellery,
      sizes: ['Free Size'],
      productInfo: [{ title: 'Returns', content: 'Easy 7-day returns with free pick up' }],
    });
    const { user } = renderProduct(jhumkas, []);
    await screen.findByRole('heading', { name: 'Kundan Jhumkas' });
    expect(screen.getByTestId('return-note')).toHaveTextContent('Not returnable');
    await user.click(screen.getByText('ABOUT THIS PRODUCT'));
    await user.click(screen.getByText('SERVICE & POLICY'));
    expect(screen.getByTestId('return-detail')).toHaveTextContent(
      'Jewellery cannot be returned or exchanged once delivered.',
    );
    expect(document.body).not.toHaveTextContent(/easy 7-day returns|free pick up/i);
  });

  it('promises easy returns with free pick up on an ordinary product', async () => {
    renderProduct(product, []);
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    expect(screen.getByTestId('return-note')).toHaveTextContent('Easy 7-day returns with free pick up');
  });

  it('opens the category size guide with the rows of the product sizes only', async () => {
    const { user } = renderProduct(product, []);
    await screen.findByRole('heading', { name: 'Chikankari Kurta' });
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const guide = await screen.findByRole('dialog', { name: 'Tops & Blouses size guide' });
    const rows = within(guide).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['S', 'M', 'L']);
    expect(within(guide).getByRole('columnheader', { name: 'Bust (in)' })).toBeInTheDocument();
  });

  it('offers no size guide for a one-size category', async () => {
    renderProduct(
      makeProduct({ title: 'Potli Bag', category: { ...jewellery, slug: 'bags' }, sizes: ['Free Size'] }),
      [],
    );
    await screen.findByRole('heading', { name: 'Potli Bag' });
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it("says 'Only n left' at low stock and 'In stock' above it", async () => {
    const view = renderProduct(makeProduct({ title: 'Last Few', stockCount: 3 }), []);
    await screen.findByRole('heading', { name: 'Last Few' });
    expect(screen.getByTestId('stock-badge')).toHaveTextContent('Only 3 left');
    view.unmount();
    renderProduct(makeProduct({ title: 'Plenty', stockCount: 40 }), []);
    await screen.findByRole('heading', { name: 'Plenty' });
    expect(screen.getByTestId('stock-badge')).toHaveTextContent('In stock');
  });

  it('names the product in the tab title and remembers it as recently viewed for the next product', async () => {
    const first = makeProduct({ title: 'First Look Kurta' });
    const second = makeProduct({ title: 'Second Look Kurta' });
    server.use(
      http.get(API_PATHS.product, ({ params }) =>
        HttpResponse.json({ success: true, data: [first, second].find((entry) => entry._id === params.id) }),
      ),
      http.get(API_PATHS.productVariants, () => HttpResponse.json({ success: true, data: [] })),
      productsHandler([]),
    );
    const firstView = renderRoute(<ProductPage />, { path: `/product/${first._id}`, route: '/product/:id' });
    await screen.findByRole('heading', { name: 'First Look Kurta' });
    expect(document.title).toBe('First Look Kurta | Zari');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentlyViewed) ?? '[]')).toEqual([first._id]);
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).not.toBeInTheDocument();
    firstView.unmount();

    renderRoute(<ProductPage />, { path: `/product/${second._id}`, route: '/product/:id' });
    const section = (await screen.findByRole('heading', { name: 'Recently Viewed' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('First Look Kurta')).toBeInTheDocument();
    expect(within(section).queryByText('Second Look Kurta')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentlyViewed) ?? '[]')).toEqual([
      second._id,
      first._id,
    ]);
  });
});

describe('Product page: legal disclosures (issue 34)', () => {
  it('shows origin, makers, net quantity, month of import and customer care in ABOUT THIS PRODUCT', async () => {
    const tote = makeProduct({
      title: 'Quilted Sling Bag',
      sizes: ['Free Size'],
      productInfo: [{ title: 'Material', content: 'Vegan leather' }],
      disclosures: {
        countryOfOrigin: 'CN',
        manufacturer: { name: 'Guangzhou Leather Co.', address: 'Baiyun District, Guangzhou' },
        packer: { name: 'Zari Fashion Pvt Ltd', address: 'Bhiwandi 421302' },
        importer: { name: 'Zari Fashion Pvt Ltd', address: 'Residency Road, Bengaluru 560025' },
        netQuantity: '1 N',
        importMonth: '2026-08',
      },
    });
    const { user } = renderProduct(tote, []);
    await screen.findByRole('heading', { name: 'Quilted Sling Bag' });
    await user.click(screen.getByText('ABOUT THIS PRODUCT'));
    const rows = (await screen.findAllByTestId('disclosure')).map((row) => row.textContent);
    expect(rows).toEqual([
      'Country of originChina',
      'Manufactured byGuangzhou Leather Co., Baiyun District, Guangzhou',
      'Packed byZari Fashion Pvt Ltd, Bhiwandi 421302',
      'Imported byZari Fashion Pvt Ltd, Residency Road, Bengaluru 560025',
      'Net quantity1 N',
      'Month and year of importAugust 2026',
      // No line of its own: the store's support line (GET /api/store).
      `Customer care${testStore.tradeName}, ${testStore.supportPhone}, ${testStore.supportEmail}`,
    ]);
    expect(screen.getByText('Vegan leather')).toBeInTheDocument();
  });

  it('shows no month of import for goods made in India, and the product’s own customer care line', async () => {
    const kurta = makeProduct({
      title: 'Block Print Kurta',
      disclosures: {
        countryOfOrigin: 'IN',
        manufacturer: { name: 'Zari Crafts', address: 'Sitapura, Jaipur 302022' },
        netQuantity: '1 N',
        consumerCare: 'Zari Care, 1800 123 4567',
      },
    });
    const { user } = renderProduct(kurta, []);
    await screen.findByRole('heading', { name: 'Block Print Kurta' });
    await user.click(screen.getByText('ABOUT THIS PRODUCT'));
    const about = (await screen.findAllByTestId('disclosure')).map((row) => row.textContent);
    expect(about).toContain('Country of originIndia');
    expect(about).toContain('Customer careZari Care, 1800 123 4567');
    expect(about.join(' ')).not.toMatch(/Month and year of import|Imported by/);
  });
});
