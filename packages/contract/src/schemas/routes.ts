import type { z } from 'zod';
import { API_PATHS } from '../api-paths.js';
import {
  CategoryIdParams,
  CategoryListResponse,
  PosterParams,
  PosterResponse,
  ProductIdParams,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductVariantListResponse,
} from './catalog.js';
import { IdParams, MessageResponse } from './common.js';
import { CancelOrderResponse, CreateOrderResponse, OrderListResponse, OrderPayload } from './orders.js';
import {
  CreatePaymentOrderRequest,
  CreatePaymentOrderResponse,
  PaymentConfigResponse,
  PaymentConfirmation,
  SimulatedPaymentRequest,
  SimulatedPaymentResponse,
} from './payments.js';
import { PincodeCheckRequest, PincodeCheckResponse } from './pincodes.js';
import {
  DevOutboxQuery,
  DevOutboxResponse,
  SendOtpRequest,
  UserIdParams,
  UserResponse,
  VerifyOtpRequest,
} from './users.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: 'catalog' | 'pincodes' | 'orders' | 'payments' | 'users' | 'dev' | 'health';
  /** A session cookie is required. */
  auth?: boolean;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** The 200 answer; errors share `ErrorResponse`. Multipart bodies are described by the route itself. */
  response: z.ZodType;
}

/** Every call of SPEC §7 plus DESIGN §3's additive ones: the API registers these, the web calls them. */
export const ROUTES = {
  listCategories: {
    method: 'GET',
    path: API_PATHS.categories,
    summary: 'All categories',
    tag: 'catalog',
    response: CategoryListResponse,
  },
  getPosterSet: {
    method: 'GET',
    path: API_PATHS.poster,
    summary: 'A poster set; data[0].images are its images',
    tag: 'catalog',
    params: PosterParams,
    response: PosterResponse,
  },
  listProducts: {
    method: 'GET',
    path: API_PATHS.products,
    summary: 'Products, optionally searched, filtered, sorted and paged',
    tag: 'catalog',
    querystring: ProductListQuery,
    response: ProductListResponse,
  },
  listProductsByCategory: {
    method: 'GET',
    path: API_PATHS.productsByCategory,
    summary: 'Products of one category',
    tag: 'catalog',
    params: CategoryIdParams,
    querystring: ProductListQuery.pick({ limit: true, cursor: true, sort: true }),
    response: ProductListResponse,
  },
  getProduct: {
    method: 'GET',
    path: API_PATHS.product,
    summary: 'One product',
    tag: 'catalog',
    params: IdParams,
    response: ProductResponse,
  },
  listProductVariants: {
    method: 'GET',
    path: API_PATHS.productVariants,
    summary: 'Colour variants of a product',
    tag: 'catalog',
    params: ProductIdParams,
    response: ProductVariantListResponse,
  },
  checkPincode: {
    method: 'POST',
    path: API_PATHS.pincodeCheck,
    summary: 'Whether we deliver to a pincode, and in how many days',
    tag: 'pincodes',
    body: PincodeCheckRequest,
    response: PincodeCheckResponse,
  },
  createOrder: {
    method: 'POST',
    path: API_PATHS.createOrder,
    summary: 'Place an order; prices come from the catalogue',
    tag: 'orders',
    auth: true,
    body: OrderPayload,
    response: CreateOrderResponse,
  },
  cancelOrder: {
    method: 'PUT',
    path: API_PATHS.cancelOrder,
    summary: 'Cancel an unpaid order and restore its stock',
    tag: 'orders',
    auth: true,
    params: IdParams,
    response: CancelOrderResponse,
  },
  listUserOrders: {
    method: 'GET',
    path: API_PATHS.userOrders,
    summary: "The signed-in user's orders, newest first",
    tag: 'orders',
    auth: true,
    params: UserIdParams,
    response: OrderListResponse,
  },
  getPaymentConfig: {
    method: 'GET',
    path: API_PATHS.paymentConfig,
    summary: 'Which payment gateway the storefront should open, and its public key',
    tag: 'payments',
    response: PaymentConfigResponse,
  },
  createPaymentOrder: {
    method: 'POST',
    path: API_PATHS.createPaymentOrder,
    summary: 'Create a payment order for an amount in paise',
    tag: 'payments',
    auth: true,
    body: CreatePaymentOrderRequest,
    response: CreatePaymentOrderResponse,
  },
  verifyPayment: {
    method: 'POST',
    path: API_PATHS.verifyPayment,
    summary: 'Verify the signature the checkout returned',
    tag: 'payments',
    auth: true,
    body: PaymentConfirmation,
    response: MessageResponse,
  },
  completeSimulatedPayment: {
    method: 'POST',
    path: API_PATHS.simulatedPay,
    summary: 'Settle a payment of the simulated gateway (only while it is active)',
    tag: 'payments',
    auth: true,
    body: SimulatedPaymentRequest,
    response: SimulatedPaymentResponse,
  },
  sendLoginOtp: {
    method: 'POST',
    path: API_PATHS.login,
    summary: 'Send a login code',
    tag: 'users',
    body: SendOtpRequest,
    response: MessageResponse,
  },
  verifyLoginOtp: {
    method: 'POST',
    path: API_PATHS.loginVerify,
    summary: 'Verify a login code and start a session',
    tag: 'users',
    body: VerifyOtpRequest,
    response: UserResponse,
  },
  sendSignupOtp: {
    method: 'POST',
    path: API_PATHS.signup,
    summary: 'Send a signup code',
    tag: 'users',
    body: SendOtpRequest,
    response: MessageResponse,
  },
  verifySignupOtp: {
    method: 'POST',
    path: API_PATHS.signupVerify,
    summary: 'Verify a signup code, create the user and start a session',
    tag: 'users',
    body: VerifyOtpRequest,
    response: UserResponse,
  },
  getMe: {
    method: 'GET',
    path: API_PATHS.me,
    summary: 'The signed-in user',
    tag: 'users',
    auth: true,
    response: UserResponse,
  },
  logout: {
    method: 'POST',
    path: API_PATHS.logout,
    summary: 'End the session',
    tag: 'users',
    response: MessageResponse,
  },
  updateUser: {
    method: 'PATCH',
    path: API_PATHS.updateUser,
    summary: 'Update the profile (multipart: fullName, email, address, optional avatar data URL)',
    tag: 'users',
    auth: true,
    params: UserIdParams,
    response: UserResponse,
  },
  devOutbox: {
    method: 'GET',
    path: API_PATHS.devOutbox,
    summary: 'Codes sent by the console SMS provider (only while it is active)',
    tag: 'dev',
    querystring: DevOutboxQuery,
    response: DevOutboxResponse,
  },
} as const satisfies Record<string, RouteDef>;
