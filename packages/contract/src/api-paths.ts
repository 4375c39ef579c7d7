/**
 * Paths of every call of SPEC §7 and of DESIGN §3's additive calls. The API registers them through the
 * route table (`@zari/contract/schemas`); the web builds URLs from them with `buildApiPath` and never
 * needs zod on its first screen.
 */
export const API_PATHS = {
  health: '/api/health',
  categories: '/api/categories',
  poster: '/api/posters/:name',
  products: '/api/products',
  productsByCategory: '/api/products/category/:categoryId',
  product: '/api/products/:id',
  productVariants: '/api/product-variants/product/:productId',
  pincodeCheck: '/api/pincodes/check',
  createOrder: '/api/product-orders',
  cancelOrder: '/api/product-orders/:id/cancel',
  userOrders: '/api/product-orders/user/:userId',
  paymentConfig: '/api/payment/config',
  createPaymentOrder: '/api/payment/create-razorpay-order',
  verifyPayment: '/api/payment/verify-razorpay-payment',
  simulatedPay: '/api/payment/simulated/complete',
  paymentWebhook: '/api/payment/webhook',
  login: '/api/users/login',
  loginVerify: '/api/users/login/verify',
  signup: '/api/users/signup',
  signupVerify: '/api/users/signup/verify',
  me: '/api/users/me',
  logout: '/api/users/logout',
  updateUser: '/api/users/:userId',
  devOutbox: '/api/dev/outbox',
} as const;

/** Fills `:param` segments, URL-encoding each value. */
export function buildApiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
