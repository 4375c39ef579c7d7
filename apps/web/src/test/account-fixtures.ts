/** Shoppers, bag lines and orders for the bag, checkout, auth and orders tests, shaped as the API sends them. */
import {
  API_PATHS,
  type CartLine,
  type Order,
  type Product,
  type ProductVariant,
  STORAGE_KEYS,
  type User,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

export const testUser: User = {
  _id: '7b0c6a43-2d6e-4c57-9a53-1f1f7cf0a001',
  fullName: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+919876543210',
  address: '12 MG Road',
  avatar: '',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

export const kurta: Product = {
  _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0001',
  title: 'Indigo Cotton Kurta',
  description: 'Block-printed cotton kurta',
  amount: 1999,
  discountedAmount: 1499,
  images: ['/uploads/kurta.jpg'],
  category: { _id: '1c9d1b0b-7a61-4b36-9a3a-2d2b7c1b0001', title: 'Tops' },
  sizes: ['S', 'M', 'L'],
  inStock: true,
  stockCount: 20,
  fastDelivery: true,
  tag: 'new',
  productInfo: [],
};

export const kurtaRed: ProductVariant = {
  _id: '5e2d9c7a-1b3f-4a8e-9c6d-2f4e6a8c0001',
  product: kurta._id,
  colorCode: '#b91c1c',
  colorName: 'Red',
  price: 2199,
  discountedPrice: 1799,
  images: ['/uploads/kurta-red.jpg'],
};

export const scarf: Product = {
  ...kurta,
  _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0002',
  title: 'Silk Scarf',
  amount: 899,
  discountedAmount: 599.5,
  images: ['/uploads/scarf.jpg'],
};

const cartProduct = (product: Product) => ({
  _id: product._id,
  title: product.title,
  images: product.images,
  amount: product.amount,
  discountedAmount: product.discountedAmount,
});

export const kurtaLine: CartLine = {
  product: cartProduct(kurta),
  quantity: 2,
  selectedSize: 'M',
  selectedVariant: kurtaRed._id,
  variantPrice: kurtaRed.price,
  variantDiscountedPrice: kurtaRed.discountedPrice,
  variantColorCode: kurtaRed.colorCode,
  variantImage: kurtaRed.images[0],
};

export const scarfLine: CartLine = {
  product: cartProduct(scarf),
  quantity: 1,
  selectedSize: 'Free',
  selectedVariant: null,
  variantPrice: null,
  variantDiscountedPrice: null,
};

export function storeBag(lines: CartLine[]) {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
}

export function signIn(user: User = testUser) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
}

/** The catalogue answers the bag's price refresh with, and the session check's answer. */
export function catalogHandlers(
  products: Product[] = [kurta, scarf],
  variants: ProductVariant[] = [kurtaRed],
) {
  return [
    http.get(`*${API_PATHS.products}/:id`, ({ params }) => {
      const product = products.find((candidate) => candidate._id === params.id);
      return product
        ? HttpResponse.json({ success: true, data: product })
        : HttpResponse.json({ success: false, message: 'Product not found' }, { status: 404 });
    }),
    http.get('*/api/product-variants/product/:productId', ({ params }) =>
      HttpResponse.json({
        success: true,
        data: variants.filter((variant) => variant.product === params.productId),
      }),
    ),
  ];
}

export const meHandler = (user: User = testUser) =>
  http.get(`*${API_PATHS.me}`, () => HttpResponse.json({ success: true, data: user }));

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    createdAt: '2026-03-05T09:30:00.000Z',
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    isCancelled: false,
    isDelivered: false,
    subtotalAmount: 3598,
    donationAmount: 10,
    totalAmount: 3608,
    products: [
      {
        _id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a',
        product: {
          _id: kurta._id,
          title: kurta.title,
          images: kurta.images,
          amount: kurta.amount,
          discountedAmount: kurta.discountedAmount,
        },
        size: 'M',
        quantity: 2,
        price: 1799,
        productVariant: {
          _id: kurtaRed._id,
          colorCode: kurtaRed.colorCode,
          price: kurtaRed.price,
          discountedPrice: kurtaRed.discountedPrice,
        },
      },
    ],
    shippingAddress: {
      fullName: 'Priya Sharma',
      phone: '+919876543210',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    },
    ...overrides,
  };
}

/** Sonner keeps toasts in module state and replays them to the next test's Toaster unless dismissed. */
export function dismissToastsBetweenTests() {
  afterEach(() => {
    toast.dismiss();
  });
}
