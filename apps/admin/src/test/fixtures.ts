/** A shopper and a product as the API sends them, for the back-office tests. */
import type { Product, User } from '@zari/contract';

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
