import type { z } from 'zod';
import { ADMIN_API_ENDPOINTS, type AdminRouteName, API_ENDPOINTS, type RouteName } from '../api-paths.js';
import type { AdminRole } from '../rules/roles.js';
import {
  AdminCategoryCreate,
  AdminCategoryListResponse,
  AdminCategoryPatch,
  AdminCategoryResponse,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderResponse,
  AdminOrderUpdate,
  AdminPincodeListQuery,
  AdminPincodeListResponse,
  AdminPincodeParams,
  AdminPincodeResponse,
  AdminPincodeUpdate,
  AdminPosterListResponse,
  AdminPosterParams,
  AdminPosterResponse,
  AdminPosterUpdate,
  AdminProductCreate,
  AdminProductListQuery,
  AdminProductListResponse,
  AdminProductPatch,
  AdminProductResponse,
  AdminStockResponse,
  AdminStockUpdate,
  AdminSummaryResponse,
  AdminVariantCreate,
  AdminVariantParams,
  AdminVariantPatch,
  AdminVariantResponse,
  AuditListQuery,
  AuditListResponse,
  ImageUploadFields,
  PincodeImportRequest,
  PincodeImportResponse,
  StaffGrant,
  StaffListResponse,
  StaffMemberResponse,
  UploadedImageResponse,
} from './admin.js';
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
  tag: 'catalog' | 'pincodes' | 'orders' | 'payments' | 'users' | 'dev' | 'health' | 'admin';
  /** A session cookie is required. */
  auth?: boolean;
  /** The least role the session's user must hold (needs `auth`): no session 401, a lesser role 403. */
  role?: AdminRole;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** The 200 answer; errors share `ErrorResponse`. Multipart bodies are described by the route itself. */
  response: z.ZodType;
}

const staff = { tag: 'admin', auth: true, role: 'staff' } as const;
const owner = { tag: 'admin', auth: true, role: 'owner' } as const;

/**
 * The back office (issue 14), under /api/admin. Staff run orders and the catalogue; owners alone read the
 * audit log and manage staff. The API checks each route's `role`; the admin UI calls only these.
 */
export const ADMIN_ROUTES = {
  adminListOrders: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListOrders,
    summary: 'Orders, newest first, filtered by status, search (id suffix, phone, name) and days',
    querystring: AdminOrderListQuery,
    response: AdminOrderListResponse,
  },
  adminGetOrder: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetOrder,
    summary: 'One order with its lines, address, payment, timeline and the moves allowed now',
    params: IdParams,
    response: AdminOrderResponse,
  },
  adminUpdateOrder: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateOrder,
    summary: 'Move an order to its next status, and/or add a tracking number or a note',
    params: IdParams,
    body: AdminOrderUpdate,
    response: AdminOrderResponse,
  },
  adminListProducts: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListProducts,
    summary: 'Products including archived ones, searched by title, newest first',
    querystring: AdminProductListQuery,
    response: AdminProductListResponse,
  },
  adminCreateProduct: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminCreateProduct,
    summary: 'Create a product (prices in rupees)',
    body: AdminProductCreate,
    response: AdminProductResponse,
  },
  adminGetProduct: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetProduct,
    summary: 'One product with its variants and image metadata',
    params: IdParams,
    response: AdminProductResponse,
  },
  adminUpdateProduct: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateProduct,
    summary: 'Change product fields; `archived: false` restores an archived product',
    params: IdParams,
    body: AdminProductPatch,
    response: AdminProductResponse,
  },
  adminArchiveProduct: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminArchiveProduct,
    summary: 'Archive a product: hidden from the storefront, kept for past orders',
    params: IdParams,
    response: AdminProductResponse,
  },
  adminCreateVariant: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminCreateVariant,
    summary: 'Add a colour variant',
    params: IdParams,
    body: AdminVariantCreate,
    response: AdminVariantResponse,
  },
  adminUpdateVariant: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateVariant,
    summary: 'Change a colour variant',
    params: AdminVariantParams,
    body: AdminVariantPatch,
    response: AdminVariantResponse,
  },
  adminDeleteVariant: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminDeleteVariant,
    summary: 'Remove a colour variant (past orders keep their colour)',
    params: AdminVariantParams,
    response: AdminVariantResponse,
  },
  adminSetStock: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminSetStock,
    summary: 'Set the stock count, or change it by a delta; never below 0, safe against concurrent orders',
    params: IdParams,
    body: AdminStockUpdate,
    response: AdminStockResponse,
  },
  adminUploadProductImage: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUploadProductImage,
    summary:
      "Upload a photo (multipart `file`, JPEG/PNG/WebP/AVIF ≤ 10 MB) and add it to the product's images",
    params: IdParams,
    body: ImageUploadFields,
    response: AdminProductResponse,
  },
  adminUploadImage: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUploadImage,
    summary: 'Upload an image for a category or banner (multipart `file`); answers its path and sizes',
    response: UploadedImageResponse,
  },
  adminListCategories: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListCategories,
    summary: 'Categories in storefront order, with product counts',
    response: AdminCategoryListResponse,
  },
  adminCreateCategory: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminCreateCategory,
    summary: 'Create a category',
    body: AdminCategoryCreate,
    response: AdminCategoryResponse,
  },
  adminUpdateCategory: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateCategory,
    summary: 'Change a category',
    params: IdParams,
    body: AdminCategoryPatch,
    response: AdminCategoryResponse,
  },
  adminListPosters: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListPosters,
    summary: 'Every banner set with its images and link targets',
    response: AdminPosterListResponse,
  },
  adminUpdatePoster: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdatePoster,
    summary: "Replace a banner set's images and where each leads",
    params: AdminPosterParams,
    body: AdminPosterUpdate,
    response: AdminPosterResponse,
  },
  adminListPincodes: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListPincodes,
    summary: 'Serviceable pincodes, searched by pincode prefix, city or state',
    querystring: AdminPincodeListQuery,
    response: AdminPincodeListResponse,
  },
  adminGetPincode: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetPincode,
    summary: 'One serviceable pincode',
    params: AdminPincodeParams,
    response: AdminPincodeResponse,
  },
  adminPutPincode: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminPutPincode,
    summary: 'Add or change a serviceable pincode',
    params: AdminPincodeParams,
    body: AdminPincodeUpdate,
    response: AdminPincodeResponse,
  },
  adminImportPincodes: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminImportPincodes,
    summary: 'Import pincodes from CSV (pincode, city, state, delivery days, COD); `dryRun` previews',
    body: PincodeImportRequest,
    response: PincodeImportResponse,
  },
  adminSummary: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminSummary,
    summary: 'Orders and revenue today and over 7 days, orders by status, low-stock products',
    response: AdminSummaryResponse,
  },
  adminListAudit: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminListAudit,
    summary: 'Every back-office change, newest first: who, when, what, before and after',
    querystring: AuditListQuery,
    response: AuditListResponse,
  },
  adminListStaff: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminListStaff,
    summary: 'Staff and owners',
    response: StaffListResponse,
  },
  adminGrantStaff: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminGrantStaff,
    summary: 'Give a phone number the staff or owner role (creating its account if needed)',
    body: StaffGrant,
    response: StaffMemberResponse,
  },
  adminRevokeStaff: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminRevokeStaff,
    summary: 'Make a staff member a shopper again and end their sessions',
    params: IdParams,
    response: StaffMemberResponse,
  },
} as const satisfies { [K in AdminRouteName]: RouteDef & (typeof ADMIN_API_ENDPOINTS)[K] };

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
