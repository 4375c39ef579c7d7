/** The back office as staff get it: the real /admin route tree in a memory router, the API mocked by MSW. */
import {
  ADMIN_API_PATHS,
  type AdminOrder,
  type AdminOrderSummary,
  API_PATHS,
  type User,
  type UserRole,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router';
import { adminRoutes } from '@/app/router';
import { testUser } from './fixtures';
import { renderRouter } from './render';
import { server } from './server';

/** `/api/users/me` answers this user with this role (or 401 when null). */
export function signedInAs(role: UserRole | null): User | null {
  const user = role ? { ...testUser, role } : null;
  server.use(
    http.get(API_PATHS.me, () =>
      user
        ? HttpResponse.json({ success: true, data: user })
        : HttpResponse.json({ success: false, message: 'Please log in' }, { status: 401 }),
    ),
  );
  return user;
}

export function renderAdmin(path: string) {
  const router = createMemoryRouter([...adminRoutes, { path: '*', element: <p>Storefront page</p> }], {
    initialEntries: [path],
  });
  return renderRouter(router);
}

export const adminOrder: AdminOrder = {
  _id: '5d1f0f7e-8a55-4b0e-9c7a-00000000abcd',
  createdAt: '2026-11-20T10:00:00.000Z',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  isCancelled: false,
  isDelivered: false,
  status: 'packed',
  trackingNumber: null,
  refundDue: false,
  subtotalAmount: 1499,
  donationAmount: 0,
  totalAmount: 1499,
  products: [
    {
      _id: '5d1f0f7e-8a55-4b0e-9c7a-000000000001',
      product: {
        _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0001',
        title: 'Indigo Cotton Kurta',
        images: ['/uploads/kurta.jpg'],
        amount: 1999,
        discountedAmount: 1499,
      },
      size: 'M',
      quantity: 1,
      price: 1499,
      productVariant: null,
    },
  ],
  shippingAddress: {
    fullName: 'Priya Sharma',
    phone: '9876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  },
  customer: { _id: testUser._id, phone: testUser.phone, fullName: testUser.fullName },
  allowedMoves: ['shipped', 'cancelled'],
  timeline: [
    {
      _id: '5d1f0f7e-8a55-4b0e-9c7a-0000000000t1',
      at: '2026-11-20T10:00:00.000Z',
      status: 'pending',
      note: null,
      trackingNumber: null,
      actor: null,
    },
  ],
};

export function orderSummary(order: AdminOrder): AdminOrderSummary {
  return {
    _id: order._id,
    createdAt: order.createdAt,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalAmount: order.totalAmount,
    itemCount: order.products.length,
    customer: { fullName: order.customer.fullName, phone: order.customer.phone },
    trackingNumber: order.trackingNumber,
    refundDue: order.refundDue,
  };
}

export { ADMIN_API_PATHS };
