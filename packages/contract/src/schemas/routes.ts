import type { z } from 'zod';
import { API_ENDPOINTS, type RouteName } from '../api-paths.js';
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

/**
 * Every call of SPEC §7 plus DESIGN §3's additive ones: the API registers these, the web calls them. Method
 * and path come from `API_ENDPOINTS` (zod-free, for the browser); the check below keeps both tables one.
 */
export const ROUTES = {
  listCategories: {
    ...API_ENDPOINTS.listCategories,
    summary: 'All categories',
    tag: 'catalog',
    response: CategoryListResponse,
  },
  getPosterSet: {
    ...API_ENDPOINTS.getPosterSet,
    summary: 'A poster set; data[0].images are its images',
    tag: 'catalog',
    params: PosterParams,
    response: PosterResponse,
  },
  listProducts: {
    ...API_ENDPOINTS.listProducts,
    summary: 'Products, optionally searched, filtered, sorted and paged',
    tag: 'catalog',
    querystring: ProductListQuery,
    response: ProductListResponse,
  },
  listProductsByCategory: {
    ...API_ENDPOINTS.listProductsByCategory,
    summary: 'Products of one category',
    tag: 'catalog',
    params: CategoryIdParams,
    querystring: ProductListQuery.pick({ limit: true, cursor: true, sort: true }),
    response: ProductListResponse,
  },
  getProduct: {
    ...API_ENDPOINTS.getProduct,
    summary: 'One product',
    tag: 'catalog',
    params: IdParams,
    response: ProductResponse,
  },
  listProductVariants: {
    ...API_ENDPOINTS.listProductVariants,
    summary: 'Colour variants of a product',
    tag: 'catalog',
    params: ProductIdParams,
    response: ProductVariantListResponse,
  },
  checkPincode: {
    ...API_ENDPOINTS.checkPincode,
    summary: 'Whether we deliver to a pincode, and in how many days',
    tag: 'pincodes',
    body: PincodeCheckRequest,
    response: PincodeCheckResponse,
  },
  createOrder: {
    ...API_ENDPOINTS.createOrder,
    summary: 'Place an order; prices come from the catalogue',
    tag: 'orders',
    auth: true,
    body: OrderPayload,
    response: CreateOrderResponse,
  },
  cancelOrder: {
    ...API_ENDPOINTS.cancelOrder,
    summary: 'Cancel an unpaid order and restore its stock',
    tag: 'orders',
    auth: true,
    params: IdParams,
    response: CancelOrderResponse,
  },
  listUserOrders: {
    ...API_ENDPOINTS.listUserOrders,
    summary: "The signed-in user's orders, newest first",
    tag: 'orders',
    auth: true,
    params: UserIdParams,
    response: OrderListResponse,
  },
  getPaymentConfig: {
    ...API_ENDPOINTS.getPaymentConfig,
    summary: 'Which payment gateway the storefront should open, and its public key',
    tag: 'payments',
    response: PaymentConfigResponse,
  },
  createPaymentOrder: {
    ...API_ENDPOINTS.createPaymentOrder,
    summary: 'Create a payment order for an amount in paise',
    tag: 'payments',
    auth: true,
    body: CreatePaymentOrderRequest,
    response: CreatePaymentOrderResponse,
  },
  verifyPayment: {
    ...API_ENDPOINTS.verifyPayment,
    summary: 'Verify the signature the checkout returned',
    tag: 'payments',
    auth: true,
    body: PaymentConfirmation,
    response: MessageResponse,
  },
  completeSimulatedPayment: {
    ...API_ENDPOINTS.completeSimulatedPayment,
    summary: 'Settle a payment of the simulated gateway (only while it is active)',
    tag: 'payments',
    auth: true,
    body: SimulatedPaymentRequest,
    response: SimulatedPaymentResponse,
  },
  sendLoginOtp: {
    ...API_ENDPOINTS.sendLoginOtp,
    summary: 'Send a login code',
    tag: 'users',
    body: SendOtpRequest,
    response: MessageResponse,
  },
  verifyLoginOtp: {
    ...API_ENDPOINTS.verifyLoginOtp,
    summary: 'Verify a login code and start a session',
    tag: 'users',
    body: VerifyOtpRequest,
    response: UserResponse,
  },
  sendSignupOtp: {
    ...API_ENDPOINTS.sendSignupOtp,
    summary: 'Send a signup code',
    tag: 'users',
    body: SendOtpRequest,
    response: MessageResponse,
  },
  verifySignupOtp: {
    ...API_ENDPOINTS.verifySignupOtp,
    summary: 'Verify a signup code, create the user and start a session',
    tag: 'users',
    body: VerifyOtpRequest,
    response: UserResponse,
  },
  getMe: {
    ...API_ENDPOINTS.getMe,
    summary: 'The signed-in user',
    tag: 'users',
    auth: true,
    response: UserResponse,
  },
  logout: {
    ...API_ENDPOINTS.logout,
    summary: 'End the session',
    tag: 'users',
    response: MessageResponse,
  },
  updateUser: {
    ...API_ENDPOINTS.updateUser,
    summary: 'Update the profile (multipart: fullName, email, address, optional avatar data URL)',
    tag: 'users',
    auth: true,
    params: UserIdParams,
    response: UserResponse,
  },
  devOutbox: {
    ...API_ENDPOINTS.devOutbox,
    summary: 'Codes sent by the console SMS provider (only while it is active)',
    tag: 'dev',
    querystring: DevOutboxQuery,
    response: DevOutboxResponse,
  },
} as const satisfies { [K in RouteName]: RouteDef & (typeof API_ENDPOINTS)[K] };

type Route<K extends RouteName> = (typeof ROUTES)[K];
type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** What a route answers with 200: always the `{ success, message?, data? }` envelope. */
export type RouteResponse<K extends RouteName> = z.output<Route<K>['response']>;
/** The JSON body a route accepts, `never` when it takes none (or parses its own multipart body). */
export type RouteBody<K extends RouteName> = Route<K> extends { body: infer B } ? Input<B> : never;
/** The `:name` path parameters of a route, `never` when its path has none. */
export type RouteParams<K extends RouteName> = Route<K> extends { params: infer P } ? Input<P> : never;
/** The query string a route reads, `never` when it reads none. */
export type RouteQuery<K extends RouteName> = Route<K> extends { querystring: infer Q } ? Input<Q> : never;
