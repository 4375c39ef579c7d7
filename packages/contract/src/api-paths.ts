/**
 * Paths of every call of SPEC §7 and of DESIGN §3's additive calls. The API registers them through the
 * route table (`@zari/contract/schemas`); the web builds URLs from them with `buildApiPath` and never
 * needs zod on its first screen.
 */
export const API_PATHS = {
  health: '/api/health',
  ready: '/api/ready',
  categories: '/api/categories',
  poster: '/api/posters/:name',
  products: '/api/products',
  productsByCategory: '/api/products/category/:categoryId',
  product: '/api/products/:id',
  productVariants: '/api/product-variants/product/:productId',
  pincodeCheck: '/api/pincodes/check',
  cartQuote: '/api/cart/quote',
  createOrder: '/api/product-orders',
  cancelOrder: '/api/product-orders/:id/cancel',
  /** Issue 32: the shopper confirms a cash-on-delivery order, signed in or by the message's link. */
  confirmOrder: '/api/product-orders/:id/confirm',
  codConfirmations: '/api/cod-confirmations',
  codConfirmation: '/api/cod-confirmations/:id',
  userOrders: '/api/product-orders/user/:userId',
  /** Issue 32: one of the shopper's own orders with its timeline (the order detail page). */
  order: '/api/product-orders/:id',
  paymentConfig: '/api/payment/config',
  createPaymentOrder: '/api/payment/create-razorpay-order',
  verifyPayment: '/api/payment/verify-razorpay-payment',
  simulatedPay: '/api/payment/simulated/complete',
  paymentWebhook: '/api/payment/webhook',
  /** Issue 32: Shiprocket's tracking updates. */
  shiprocketWebhook: '/api/webhooks/shiprocket',
  login: '/api/users/login',
  loginVerify: '/api/users/login/verify',
  signup: '/api/users/signup',
  signupVerify: '/api/users/signup/verify',
  me: '/api/users/me',
  logout: '/api/users/logout',
  updateUser: '/api/users/:userId',
  userConsents: '/api/users/:userId/consents',
  userConsent: '/api/users/:userId/consents/:purpose',
  /** Issue 34: the shopper's address book. */
  userAddresses: '/api/users/:userId/addresses',
  userAddress: '/api/users/:userId/addresses/:addressId',
  /** Issue 34: the shopper's data rights: an export of their data, and the code that confirms an erasure. */
  userDataExports: '/api/users/:userId/data-export',
  userDataExport: '/api/users/:userId/data-export/:exportId',
  userDataExportFile: '/api/users/:userId/data-export/:exportId/file',
  userEraseOtp: '/api/users/:userId/erase-otp',
  /** Issue 34: whether the account may be erased now, or what holds it. */
  userErasure: '/api/users/:userId/erasure',
  devOutbox: '/api/dev/outbox',
  /** Issue 30: who the seller is, as shoppers may see it (footer, About us, policy pages, JSON-LD). */
  store: '/api/store',
  orderInvoice: '/api/product-orders/:id/invoice',
  orderCreditNote: '/api/product-orders/:id/credit-notes/:creditNoteId',
  /** Issue 36: real shoppers' speed, one beacon per page load (navigator.sendBeacon). */
  rum: '/api/rum',
  /** Issue 33: an order's returns, and a photo for a return. */
  orderReturns: '/api/product-orders/:id/returns',
  orderReturnPhotos: '/api/product-orders/:id/returns/photos',
  /** Issue 34: grievance tickets, their photos, and the anonymous path's phone verification. */
  tickets: '/api/tickets',
  ticket: '/api/tickets/:id',
  ticketReplies: '/api/tickets/:id/replies',
  ticketPhotos: '/api/tickets/photos',
  ticketOtp: '/api/tickets/otp',
  ticketOtpVerify: '/api/tickets/otp/verify',
} as const;

/**
 * Method and path of every route of the contract's `ROUTES` table, by the same name, without zod: the web's
 * typed client reads these at run time and takes each route's request and answer types from `ROUTES`.
 */
export const API_ENDPOINTS = {
  health: { method: 'GET', path: API_PATHS.health },
  ready: { method: 'GET', path: API_PATHS.ready },
  listCategories: { method: 'GET', path: API_PATHS.categories },
  getPosterSet: { method: 'GET', path: API_PATHS.poster },
  listProducts: { method: 'GET', path: API_PATHS.products },
  listProductsByCategory: { method: 'GET', path: API_PATHS.productsByCategory },
  getProduct: { method: 'GET', path: API_PATHS.product },
  listProductVariants: { method: 'GET', path: API_PATHS.productVariants },
  checkPincode: { method: 'POST', path: API_PATHS.pincodeCheck },
  quoteCart: { method: 'POST', path: API_PATHS.cartQuote },
  createOrder: { method: 'POST', path: API_PATHS.createOrder },
  cancelOrder: { method: 'PUT', path: API_PATHS.cancelOrder },
  confirmOrder: { method: 'POST', path: API_PATHS.confirmOrder },
  confirmCodOrder: { method: 'POST', path: API_PATHS.codConfirmations },
  getCodConfirmation: { method: 'GET', path: API_PATHS.codConfirmation },
  listUserOrders: { method: 'GET', path: API_PATHS.userOrders },
  getUserOrder: { method: 'GET', path: API_PATHS.order },
  getPaymentConfig: { method: 'GET', path: API_PATHS.paymentConfig },
  createPaymentOrder: { method: 'POST', path: API_PATHS.createPaymentOrder },
  verifyPayment: { method: 'POST', path: API_PATHS.verifyPayment },
  completeSimulatedPayment: { method: 'POST', path: API_PATHS.simulatedPay },
  sendLoginOtp: { method: 'POST', path: API_PATHS.login },
  verifyLoginOtp: { method: 'POST', path: API_PATHS.loginVerify },
  sendSignupOtp: { method: 'POST', path: API_PATHS.signup },
  verifySignupOtp: { method: 'POST', path: API_PATHS.signupVerify },
  getMe: { method: 'GET', path: API_PATHS.me },
  logout: { method: 'POST', path: API_PATHS.logout },
  updateUser: { method: 'PATCH', path: API_PATHS.updateUser },
  getConsents: { method: 'GET', path: API_PATHS.userConsents },
  updateConsent: { method: 'PUT', path: API_PATHS.userConsent },
  listAddresses: { method: 'GET', path: API_PATHS.userAddresses },
  addAddress: { method: 'POST', path: API_PATHS.userAddresses },
  updateAddress: { method: 'PATCH', path: API_PATHS.userAddress },
  deleteAddress: { method: 'DELETE', path: API_PATHS.userAddress },
  requestDataExport: { method: 'POST', path: API_PATHS.userDataExports },
  getDataExport: { method: 'GET', path: API_PATHS.userDataExport },
  downloadDataExport: { method: 'GET', path: API_PATHS.userDataExportFile },
  getErasureStatus: { method: 'GET', path: API_PATHS.userErasure },
  sendEraseOtp: { method: 'POST', path: API_PATHS.userEraseOtp },
  deleteUser: { method: 'DELETE', path: API_PATHS.updateUser },
  receivePaymentWebhook: { method: 'POST', path: API_PATHS.paymentWebhook },
  receiveShiprocketWebhook: { method: 'POST', path: API_PATHS.shiprocketWebhook },
  devOutbox: { method: 'GET', path: API_PATHS.devOutbox },
  getStore: { method: 'GET', path: API_PATHS.store },
  getOrderInvoice: { method: 'GET', path: API_PATHS.orderInvoice },
  getOrderCreditNote: { method: 'GET', path: API_PATHS.orderCreditNote },
  reportSpeed: { method: 'POST', path: API_PATHS.rum },
  listOrderReturns: { method: 'GET', path: API_PATHS.orderReturns },
  createOrderReturn: { method: 'POST', path: API_PATHS.orderReturns },
  uploadReturnPhoto: { method: 'POST', path: API_PATHS.orderReturnPhotos },
  createTicket: { method: 'POST', path: API_PATHS.tickets },
  listMyTickets: { method: 'GET', path: API_PATHS.tickets },
  getTicket: { method: 'GET', path: API_PATHS.ticket },
  replyToTicket: { method: 'POST', path: API_PATHS.ticketReplies },
  uploadTicketPhoto: { method: 'POST', path: API_PATHS.ticketPhotos },
  sendTicketOtp: { method: 'POST', path: API_PATHS.ticketOtp },
  verifyTicketOtp: { method: 'POST', path: API_PATHS.ticketOtpVerify },
} as const;

export type RouteName = keyof typeof API_ENDPOINTS;

/** Fills `:param` (or OpenAPI-style `{param}`) segments, URL-encoding each value. */
export function buildApiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)|\{([A-Za-z]+)\}/g, (_, colonName?: string, braceName?: string) => {
    const name = (colonName ?? braceName) as string;
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
