import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, testId } from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { ProductCard } from './product-card';

const swatch = (colorCode: string) => ({ _id: testId(), colorCode });

describe('Product card', () => {
  it('shows price, struck MRP, percent off, the Get it for line and the fast-delivery tag', () => {
    const product = makeProduct({
      title: 'Linen Shirt',
      amount: 1999,
      discountedAmount: 1399,
      fastDelivery: true,
    });
    renderRoute(<ProductCard product={product} />);
    const card = screen.getByRole('article');
    expect(within(card).getAllByText('₹1,399')).toHaveLength(2);
    expect(within(card).getByText('₹1,999').tagName).toBe('S');
    expect(within(card).getByText('30% OFF')).toBeInTheDocument();
    expect(within(card).getByText(/Get it for/)).toBeInTheDocument();
    expect(within(card).getByText('Fast delivery')).toBeInTheDocument();
  });

  it('shows the price the product page opens on: its lowest colour, "from" when colours differ (issue 31)', () => {
    const base = { amount: 2999, discountedAmount: 2799 };
    renderRoute(
      <>
        <ProductCard
          product={makeProduct({
            ...base,
            title: 'Two Prices',
            swatches: [
              { ...swatch('#b91c1c'), price: 2799, discountedPrice: 2599 },
              { ...swatch('#1d4ed8'), price: 2599, discountedPrice: 2399 },
            ],
          })}
        />
        <ProductCard
          product={makeProduct({
            ...base,
            title: 'One Price',
            swatches: [{ ...swatch('#b91c1c'), price: 2599, discountedPrice: 2599 }],
          })}
        />
      </>,
    );
    const [two, one] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(two).getByTestId('card-price')).toHaveTextContent('from ₹2,399');
    expect(within(two).getByText('₹2,599').tagName).toBe('S');
    expect(within(one).getByTestId('card-price')).toHaveTextContent(/^₹2,599$/);
    expect(within(one).queryByText('₹2,799')).not.toBeInTheDocument();
  });

  it('marks a sold-out product, as similar products and listings show them (issue 36)', () => {
    renderRoute(
      <>
        <ProductCard product={makeProduct({ title: 'Gone Kurta', inStock: false, stockCount: 0 })} />
        <ProductCard product={makeProduct({ title: 'Last Kurta', inStock: true, stockCount: 0 })} />
        <ProductCard product={makeProduct({ title: 'Kept Kurta', inStock: true, stockCount: 4 })} />
      </>,
    );
    const [gone, last, kept] = screen.getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(gone).getByText('Out of stock')).toBeInTheDocument();
    expect(within(last).getByText('Out of stock')).toBeInTheDocument();
    expect(within(kept).queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it("shows at most 3 colour swatches, then '+n'", () => {
    const colours = ['#111111', '#b91c1c', '#1d4ed8', '#15803d', '#facc15'];
    renderRoute(<ProductCard product={makeProduct({ swatches: colours.map(swatch) })} />);
    const list = screen.getByRole('list', { name: 'Colour' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('+2')).toHaveAccessibleName('2 more colours');
  });

  it("shows no '+n' when three colours or fewer exist", () => {
    renderRoute(
      <ProductCard product={makeProduct({ swatches: ['#111111', '#b91c1c', '#1d4ed8'].map(swatch) })} />,
    );
    const list = screen.getByRole('list', { name: 'Colour' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('opens the product page when clicked', async () => {
    const product = makeProduct({ title: 'Linen Shirt' });
    const { user, router } = renderRoute(<ProductCard product={product} />);
    await user.click(screen.getByRole('heading', { name: 'Linen Shirt' }).querySelector('a') as HTMLElement);
    expect(router.state.location.pathname).toBe(`/product/${product._id}`);
  });
});
