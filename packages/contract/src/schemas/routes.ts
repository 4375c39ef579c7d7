import type { z } from 'zod';
import { ADMIN_API_ENDPOINTS, type AdminRouteName } from '../admin-api-paths.js';
import { API_ENDPOINTS, type RouteName } from '../api-paths.js';
import type { AdminRole } from '../rules/roles.js';
import {
  AddressParams,
  SavedAddressCreate,
  SavedAddressListResponse,
  SavedAddressPatch,
  SavedAddressResponse,
} from './addresses.js';
import {
  AdminCategoryCreate,
  AdminCategoryListQuery,
  AdminCategoryListResponse,
  AdminCategoryPatch,
  AdminCategoryResponse,
  AdminCustomerListQuery,
  AdminCustomerListResponse,
  AdminCustomersCsvQuery,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderResponse,
  AdminOrdersShip,
  AdminOrdersShipResponse,
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
  AdminReturnToOrigin,
  AdminSkusResponse,
  AdminSkusUpdate,
  AdminStockResponse,
  AdminStockUpdate,
  AdminSummaryResponse,
  AdminVariantCreate,
  AdminVariantParams,
  AdminVariantPatch,
  AdminVariantResponse,
  AuditListQuery,
  AuditListResponse,
  CatalogImportRequest,
  CatalogImportResponse,
  CsvFile,
  ImageUploadFields,
  OrderMessageParams,
  OrderMessageResendResponse,
  OrderMessagesResponse,
  OrdersCsvQuery,
  PincodeImportRequest,
  PincodeImportResponse,
  StaffGrant,
  StaffListResponse,
  StaffMemberResponse,
  UploadedImageResponse,
} from './admin.js';
import {
  Category,
  CategoryIdParams,
  CategoryListResponse,
  Poster,
  PosterParams,
  PosterResponse,
  Product,
  ProductCard,
  ProductFacets,
  ProductIdParams,
  ProductListingResponse,
  ProductListQuery,
  ProductResponse,
  ProductVariant,
  ProductVariantListResponse,
} from './catalog.js';
import { EmptyBody, ErrorResponse, IdParams, MessageResponse, NoContent } from './common.js';
import { CreditNoteParams, Gstr1Query, PdfFile, ZipFile } from './documents.js';
import { LivenessResponse, ReadinessResponse } from './health.js';
import {
  CancelOrderResponse,
  CodConfirmationParams,
  CodConfirmationQuery,
  CodConfirmationResponse,
  CodConfirmRequest,
  ConfirmOrderResponse,
  CreateOrderResponse,
  Order,
  OrderLine,
  OrderListResponse,
  OrderPayload,
  ShippingAddress,
  ShiprocketTrackingUpdate,
  ShopperOrderResponse,
} from './orders.js';
import {
  CreatePaymentOrderRequest,
  CreatePaymentOrderResponse,
  PaymentConfig,
  PaymentConfigResponse,
  PaymentConfirmation,
  PaymentOrder,
  PaymentWebhookEvent,
  SimulatedPaymentRequest,
  SimulatedPaymentResponse,
  SimulatedPaymentResult,
} from './payments.js';
import { PincodeCheckData, PincodeCheckRequest, PincodeCheckResponse } from './pincodes.js';
import {
  AdminPromotionCreate,
  AdminPromotionListResponse,
  AdminPromotionPatch,
  AdminPromotionResponse,
  CartQuoteRequest,
  CartQuoteResponse,
} from './promotions.js';
import {
  AdminOrderRefundsResponse,
  AdminRefundCreate,
  AdminRefundListQuery,
  AdminRefundListResponse,
  AdminRefundResponse,
} from './refunds.js';
import {
  AdminReturnListQuery,
  AdminReturnListResponse,
  AdminReturnPatch,
  AdminReturnResponse,
  CreateReturnRequest,
  CreateReturnResponse,
  OrderReturnsResponse,
  ReturnPhotoResponse,
} from './returns.js';
import { RumBeacon, SpeedQuery, SpeedReportResponse } from './rum.js';
import {
  PublicStoreSettingsResponse,
  StoreSettingsPatch,
  StoreSettingsResponse,
  TaxClassListResponse,
} from './settings.js';
import {
  AdminTicketListQuery,
  AdminTicketListResponse,
  AdminTicketPatch,
  AdminTicketResponse,
  CreateTicketRequest,
  TicketKeyQuery,
  TicketListResponse,
  TicketPhoneProofResponse,
  TicketPhotoResponse,
  TicketReplyRequest,
  TicketResponse,
} from './tickets.js';
import {
  ConsentPurposeParams,
  ConsentSettingsResponse,
  ConsentUpdate,
  DataExportFile,
  DataExportParams,
  DataExportResponse,
  DeleteAccountRequest,
  DevOutboxMessage,
  DevOutboxQuery,
  DevOutboxResponse,
  ErasureStatusResponse,
  OtpSentResponse,
  SendOtpRequest,
  UpdateProfileFields,
  User,
  UserIdParams,
  UserResponse,
  VerifyOtpRequest,
  VerifySignupOtpRequest,
} from './users.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses the API answers, each with `ErrorResponse` (DESIGN §3). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/** Statuses any route may answer: the rate limit, a fault on our side, the database away (with Retry-After). */
export const EVERY_ROUTE_ERRORS = [429, 500, 503] as const satisfies readonly ErrorStatus[];

/**
 * What a JSON body brings: invalid (400), too large (413), not JSON (415). Every call with a body is a
 * mutation, refused with 403 when it comes from another site, so each lists 403 too.
 */
const JSON_BODY = [400, 413, 415] as const;
/** What a session brings: none (401), a blocked account or someone else's data (403). */
const SESSION = [401, 403] as const;
/** A payment or SMS provider that refuses (502) or does not answer (503). */
const PROVIDER = [502, 503] as const;

export interface RouteSpec {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: 'catalog' | 'pincodes' | 'orders' | 'payments' | 'users' | 'dev' | 'health' | 'admin' | 'store';
  /** A session cookie is required. */
  auth?: boolean;
  /** The least role the session's user must hold (needs `auth`): no session 401, a lesser role 403. */
  role?: AdminRole;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** The body's content types, when not only JSON; the handler then reads the body itself. */
  consumes?: readonly string[];
  /** The 200 answer. */
  response: z.ZodType;
  /** The 200 answer's content type when it is a file (a PDF, a zip), not the JSON envelope. */
  produces?: string;
  /** Answers 204 with no body instead of 200 (`response` then documents nothing sent). */
  noContent?: true;
  /** Every error status this route answers besides EVERY_ROUTE_ERRORS, each with `ErrorResponse`. */
  errors: readonly ErrorStatus[];
}

/** A route of the table; its key is its OpenAPI operationId. */
export interface RouteDef extends RouteSpec {
  operationId: string;
}

const staff = { tag: 'admin', auth: true, role: 'staff' } as const;
const owner = { tag: 'admin', auth: true, role: 'owner' } as const;

const ADMIN_ROUTE_SPECS = {
  adminListOrders: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListOrders,
    summary: 'Orders, newest first, filtered by status, search (id suffix, phone, name) and days',
    querystring: AdminOrderListQuery,
    response: AdminOrderListResponse,
    errors: [400, ...SESSION],
  },
  adminGetOrder: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetOrder,
    summary: 'One order with its lines, address, payment, timeline and the moves allowed now',
    params: IdParams,
    response: AdminOrderResponse,
    errors: [400, ...SESSION, 404],
  },
  adminUpdateOrder: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateOrder,
    summary: 'Move an order to its next status, and/or add a tracking number or a note',
    params: IdParams,
    body: AdminOrderUpdate,
    response: AdminOrderResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  adminShipOrders: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminShipOrders,
    summary: 'Mark orders shipped, each with its own tracking number and courier; one failure stops none',
    body: AdminOrdersShip,
    response: AdminOrdersShipResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  adminCreateShipment: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminCreateShipment,
    summary:
      "Create (or retry) a packed order's shipment with the carrier: AWB, courier and label (SHIPPING_PROVIDER=shiprocket)",
    params: IdParams,
    response: AdminOrderResponse,
    errors: [400, ...SESSION, 404, 409, ...PROVIDER],
  },
  adminGetShippingLabel: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetShippingLabel,
    summary: "The carrier's shipping label of an order (PDF), to print and stick on the parcel",
    params: IdParams,
    response: PdfFile,
    produces: 'application/pdf',
    errors: [400, ...SESSION, 404],
  },
  adminReturnToOrigin: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminReturnToOrigin,
    summary:
      'Mark a shipped or out-for-delivery parcel returned to origin: cancelled, stock back, credit note, refund flagged if prepaid',
    params: IdParams,
    body: AdminReturnToOrigin,
    response: AdminOrderResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  adminListOrderMessages: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListOrderMessages,
    summary:
      "The order's message log: every event with its deliveries (channel, masked phone, status, tries)",
    params: IdParams,
    response: OrderMessagesResponse,
    errors: [400, ...SESSION, 404],
  },
  adminResendOrderMessage: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminResendOrderMessage,
    summary:
      'Queue one event of the order again for the events worker (audited; an Idempotency-Key answers a repeat once)',
    params: OrderMessageParams,
    body: EmptyBody,
    response: OrderMessageResendResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  adminListProducts: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListProducts,
    summary: 'Products including archived ones, searched by title, newest first',
    querystring: AdminProductListQuery,
    response: AdminProductListResponse,
    errors: [400, ...SESSION],
  },
  adminCreateProduct: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminCreateProduct,
    summary: 'Create a product (prices in rupees)',
    body: AdminProductCreate,
    response: AdminProductResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  adminGetProduct: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetProduct,
    summary: 'One product with its variants and image metadata',
    params: IdParams,
    response: AdminProductResponse,
    errors: [400, ...SESSION, 404],
  },
  adminUpdateProduct: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateProduct,
    summary: 'Change product fields; `archived: false` restores an archived product',
    params: IdParams,
    body: AdminProductPatch,
    response: AdminProductResponse,
    errors: [...JSON_BODY, ...SESSION, 404],
  },
  adminArchiveProduct: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminArchiveProduct,
    summary: 'Archive a product: hidden from the storefront, kept for past orders',
    params: IdParams,
    response: AdminProductResponse,
    errors: [400, ...SESSION, 404],
  },
  adminCreateVariant: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminCreateVariant,
    summary: 'Add a colour variant',
    params: IdParams,
    body: AdminVariantCreate,
    response: AdminVariantResponse,
    errors: [...JSON_BODY, ...SESSION, 404],
  },
  adminUpdateVariant: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateVariant,
    summary: 'Change a colour variant',
    params: AdminVariantParams,
    body: AdminVariantPatch,
    response: AdminVariantResponse,
    errors: [...JSON_BODY, ...SESSION, 404],
  },
  adminDeleteVariant: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminDeleteVariant,
    summary: 'Remove a colour variant (past orders keep their colour)',
    params: AdminVariantParams,
    response: AdminVariantResponse,
    errors: [400, ...SESSION, 404],
  },
  adminSetStock: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminSetStock,
    summary: 'Set the stock count, or change it by a delta; never below 0, safe against concurrent orders',
    params: IdParams,
    body: AdminStockUpdate,
    response: AdminStockResponse,
    errors: [...JSON_BODY, ...SESSION, 404],
  },
  adminSetSkus: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminSetSkus,
    summary:
      "Set cells of the product's stock matrix (colour × size: stock and SKU code); audited, safe against concurrent orders",
    params: IdParams,
    body: AdminSkusUpdate,
    response: AdminSkusResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  adminUploadProductImage: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUploadProductImage,
    summary:
      "Upload a photo (multipart `file`, JPEG/PNG/WebP/AVIF ≤ 10 MB) and add it to the product's images",
    params: IdParams,
    body: ImageUploadFields,
    consumes: ['multipart/form-data'],
    response: AdminProductResponse,
    errors: [...JSON_BODY, ...SESSION, 404],
  },
  adminUploadImage: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUploadImage,
    summary: 'Upload an image for a category or banner (multipart `file`); answers its path and sizes',
    consumes: ['multipart/form-data'],
    response: UploadedImageResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  adminListCategories: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListCategories,
    summary: 'Categories in storefront order, with product counts (or only those missing a translation)',
    querystring: AdminCategoryListQuery,
    response: AdminCategoryListResponse,
    errors: [400, ...SESSION],
  },
  adminCreateCategory: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminCreateCategory,
    summary: 'Create a category',
    body: AdminCategoryCreate,
    response: AdminCategoryResponse,
    errors: [...JSON_BODY, ...SESSION, 409],
  },
  adminUpdateCategory: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateCategory,
    summary: 'Change a category',
    params: IdParams,
    body: AdminCategoryPatch,
    response: AdminCategoryResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  adminListPosters: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListPosters,
    summary: 'Every banner set with its images and link targets',
    response: AdminPosterListResponse,
    errors: [...SESSION],
  },
  adminUpdatePoster: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdatePoster,
    summary: "Replace a banner set's images and where each leads",
    params: AdminPosterParams,
    body: AdminPosterUpdate,
    response: AdminPosterResponse,
    errors: [...JSON_BODY, ...SESSION, 404],
  },
  adminListPincodes: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListPincodes,
    summary: 'Serviceable pincodes, searched by pincode prefix, city or state',
    querystring: AdminPincodeListQuery,
    response: AdminPincodeListResponse,
    errors: [400, ...SESSION],
  },
  adminGetPincode: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetPincode,
    summary: 'One serviceable pincode',
    params: AdminPincodeParams,
    response: AdminPincodeResponse,
    errors: [400, ...SESSION, 404],
  },
  adminPutPincode: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminPutPincode,
    summary: 'Add or change a serviceable pincode',
    params: AdminPincodeParams,
    body: AdminPincodeUpdate,
    response: AdminPincodeResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  adminImportPincodes: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminImportPincodes,
    summary: 'Import pincodes from CSV (pincode, city, state, delivery days, COD); `dryRun` previews',
    body: PincodeImportRequest,
    response: PincodeImportResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  adminListPromotions: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListPromotions,
    summary: 'Promotions, newest first, each with how many live orders used it',
    response: AdminPromotionListResponse,
    errors: [...SESSION],
  },
  adminCreatePromotion: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminCreatePromotion,
    summary: 'Create a promotion code (money in rupees; the code is stored upper case)',
    body: AdminPromotionCreate,
    response: AdminPromotionResponse,
    errors: [...JSON_BODY, ...SESSION, 409],
  },
  adminListReturns: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListReturns,
    summary: 'Returns waiting longest first (or of one state), each with how long it has waited',
    querystring: AdminReturnListQuery,
    response: AdminReturnListResponse,
    errors: [400, ...SESSION],
  },
  adminGetReturn: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetReturn,
    summary: 'One return: its lines, photos, pick-up, masked payout, timeline and the actions allowed now',
    params: IdParams,
    response: AdminReturnResponse,
    errors: [400, ...SESSION, 404],
  },
  adminUpdateReturn: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateReturn,
    summary:
      'Act on a return: approve (pick-up date), reject (reason), picked up, received, quality check per line, refund',
    params: IdParams,
    body: AdminReturnPatch,
    response: AdminReturnResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409, 503],
  },
  adminListTickets: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListTickets,
    summary:
      'Grievance tickets: overdue first, then by the least time left on their clocks; filtered by status',
    querystring: AdminTicketListQuery,
    response: AdminTicketListResponse,
    errors: [400, ...SESSION],
  },
  adminGetTicket: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetTicket,
    summary:
      'One ticket: the complaint, its photos, the conversation, its clocks and the statuses allowed now',
    params: IdParams,
    response: AdminTicketResponse,
    errors: [400, ...SESSION, 404],
  },
  adminUpdateTicket: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdateTicket,
    summary: 'Change a ticket’s status and/or reply to the shopper: audited, and the shopper is messaged',
    params: IdParams,
    body: AdminTicketPatch,
    response: AdminTicketResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  adminUpdatePromotion: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminUpdatePromotion,
    summary: 'Change a promotion; `active: false` or `endsAt` now ends it. The result is checked whole',
    params: IdParams,
    body: AdminPromotionPatch,
    response: AdminPromotionResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  adminSummary: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminSummary,
    summary: 'Orders and revenue today and over 7 days, orders by status, low-stock products',
    response: AdminSummaryResponse,
    errors: [...SESSION],
  },
  adminListAudit: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminListAudit,
    summary: 'Every back-office change, newest first: who, when, what, before and after',
    querystring: AuditListQuery,
    response: AuditListResponse,
    errors: [400, ...SESSION],
  },
  adminListStaff: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminListStaff,
    summary: 'Staff and owners',
    response: StaffListResponse,
    errors: [...SESSION],
  },
  adminGrantStaff: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminGrantStaff,
    summary: 'Give a phone number the staff or owner role (creating its account if needed)',
    body: StaffGrant,
    response: StaffMemberResponse,
    errors: [...JSON_BODY, ...SESSION, 409],
  },
  adminRevokeStaff: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminRevokeStaff,
    summary: 'Make a staff member a shopper again and end their sessions',
    params: IdParams,
    response: StaffMemberResponse,
    errors: [400, ...SESSION, 404, 409],
  },
  adminGetSettings: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminGetSettings,
    summary:
      "The store's settings: seller, GSTIN, registered address, contacts, grievance officer, invoice prefix",
    response: StoreSettingsResponse,
    errors: [...SESSION],
  },
  adminUpdateSettings: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminUpdateSettings,
    summary: 'Change some settings; the merged settings are checked whole (GSTIN against the address state)',
    body: StoreSettingsPatch,
    response: StoreSettingsResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  adminGetOrderInvoice: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetOrderInvoice,
    summary: "The order's tax invoice as issued at shipping (PDF)",
    params: IdParams,
    response: PdfFile,
    produces: 'application/pdf',
    errors: [400, ...SESSION, 404],
  },
  adminGetOrderCreditNote: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminGetOrderCreditNote,
    summary: 'One credit note of the order (PDF)',
    params: CreditNoteParams,
    response: PdfFile,
    produces: 'application/pdf',
    errors: [400, ...SESSION, 404],
  },
  adminGstr1Report: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminGstr1Report,
    summary:
      'GSTR-1 for a month as CSV files in a zip: B2CL, B2CS, HSN summary, credit notes, documents issued',
    querystring: Gstr1Query,
    response: ZipFile,
    produces: 'application/zip',
    errors: [400, ...SESSION],
  },
  adminListTaxClasses: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListTaxClasses,
    summary: "The store's tax classes with their rates, for the product and category forms",
    response: TaxClassListResponse,
    errors: [...SESSION],
  },
  adminListOrderRefunds: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListOrderRefunds,
    summary: "An order's refunds and what may still be refunded (the refund panel)",
    params: IdParams,
    response: AdminOrderRefundsResponse,
    errors: [400, ...SESSION, 404],
  },
  adminRefundOrder: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminRefundOrder,
    summary:
      'Refund an order: to the original payment through the gateway, or record the UPI/bank transfer of a COD order (Idempotency-Key honoured)',
    params: IdParams,
    body: AdminRefundCreate,
    response: AdminRefundResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409, ...PROVIDER],
  },
  adminListRefunds: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListRefunds,
    summary: 'Refunds, newest first, filtered by status, with order number, amount and age',
    querystring: AdminRefundListQuery,
    response: AdminRefundListResponse,
    errors: [400, ...SESSION],
  },
  adminRetryRefund: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminRetryRefund,
    summary:
      'Retry the automatic refund of a payment no order used (sold out, account erased): asks the gateway again for an unanswered one, or makes a new refund for a failed one; once',
    params: IdParams,
    response: AdminRefundResponse,
    errors: [...SESSION, 404, 409, ...PROVIDER],
  },
  adminSpeed: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminSpeed,
    summary:
      "Real shoppers' speed: p75 of LCP, INP, CLS, TTFB and the first working tap per page, over 24 h or 7 days",
    querystring: SpeedQuery,
    response: SpeedReportResponse,
    errors: [400, ...SESSION],
  },
  adminListCustomers: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminListCustomers,
    summary:
      'Shoppers who have ordered, last order first: orders and total spent (not cancelled), searched by name or phone',
    querystring: AdminCustomerListQuery,
    response: AdminCustomerListResponse,
    errors: [400, ...SESSION],
  },
  adminCustomersCsv: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminCustomersCsv,
    summary: 'The customer list as CSV (the same search), for the owner alone: it is every shopper’s phone',
    querystring: AdminCustomersCsvQuery,
    response: CsvFile,
    produces: 'text/csv',
    errors: [400, ...SESSION],
  },
  adminOrdersCsv: {
    ...owner,
    ...ADMIN_API_ENDPOINTS.adminOrdersCsv,
    summary:
      'Orders placed between two days (India time, inclusive) as CSV for the accountant: one row per order, rupees',
    querystring: OrdersCsvQuery,
    response: CsvFile,
    produces: 'text/csv',
    errors: [400, ...SESSION],
  },
  adminExportCatalog: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminExportCatalog,
    summary:
      'The catalogue as CSV: one row per SKU (product, colour, size, SKU code, stock, MRP and price in rupees, photos)',
    response: CsvFile,
    produces: 'text/csv',
    errors: [...SESSION],
  },
  adminImportCatalog: {
    ...staff,
    ...ADMIN_API_ENDPOINTS.adminImportCatalog,
    summary:
      'Import the catalogue CSV: `dryRun` names every bad row and field; a real import writes all rows in one transaction or none',
    body: CatalogImportRequest,
    response: CatalogImportResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
} as const satisfies { [K in AdminRouteName]: RouteSpec & (typeof ADMIN_API_ENDPOINTS)[K] };

/** Each route of a table with its key as its OpenAPI operationId. */
type WithOperationIds<T> = { readonly [K in keyof T]: T[K] & { readonly operationId: K } };

function withOperationIds<T extends Record<string, RouteSpec>>(specs: T): WithOperationIds<T> {
  return Object.fromEntries(
    Object.entries(specs).map(([operationId, route]) => [operationId, { ...route, operationId }]),
  ) as WithOperationIds<T>;
}

/**
 * The back office (issue 14), under /api/admin. Staff run orders and the catalogue; owners alone read the
 * audit log and manage staff. The API checks each route's `role`; the admin UI calls only these.
 */
export const ADMIN_ROUTES = withOperationIds(ADMIN_ROUTE_SPECS);

const ROUTE_SPECS = {
  health: {
    ...API_ENDPOINTS.health,
    summary: 'Liveness: the process answers (no database call)',
    tag: 'health',
    response: LivenessResponse,
    errors: [],
  },
  ready: {
    ...API_ENDPOINTS.ready,
    summary: 'Readiness: database reachable and migrations at head; 503 naming the failed check otherwise',
    tag: 'health',
    response: ReadinessResponse,
    errors: [],
  },
  listCategories: {
    ...API_ENDPOINTS.listCategories,
    summary: 'All categories',
    tag: 'catalog',
    response: CategoryListResponse,
    errors: [],
  },
  getPosterSet: {
    ...API_ENDPOINTS.getPosterSet,
    summary: 'A poster set; data[0].images are its images',
    tag: 'catalog',
    params: PosterParams,
    response: PosterResponse,
    errors: [404],
  },
  listProducts: {
    ...API_ENDPOINTS.listProducts,
    summary: 'Products, optionally searched, filtered, sorted and paged',
    tag: 'catalog',
    querystring: ProductListQuery,
    response: ProductListingResponse,
    errors: [400],
  },
  listProductsByCategory: {
    ...API_ENDPOINTS.listProductsByCategory,
    summary: 'Products of one category, optionally searched, filtered, sorted and paged',
    tag: 'catalog',
    params: CategoryIdParams,
    querystring: ProductListQuery.omit({ categoryId: true }),
    response: ProductListingResponse,
    errors: [400, 404],
  },
  getProduct: {
    ...API_ENDPOINTS.getProduct,
    summary: 'One product',
    tag: 'catalog',
    params: IdParams,
    response: ProductResponse,
    errors: [400, 404],
  },
  listProductVariants: {
    ...API_ENDPOINTS.listProductVariants,
    summary: 'Colour variants of a product',
    tag: 'catalog',
    params: ProductIdParams,
    response: ProductVariantListResponse,
    errors: [400, 404],
  },
  checkPincode: {
    ...API_ENDPOINTS.checkPincode,
    summary: 'Whether we deliver to a pincode, and in how many days',
    tag: 'pincodes',
    body: PincodeCheckRequest,
    response: PincodeCheckResponse,
    errors: [...JSON_BODY, 403],
  },
  quoteCart: {
    ...API_ENDPOINTS.quoteCart,
    summary:
      "Price a bag as an order would be: each line's price and discount, the promotion applied or why not, and the total",
    tag: 'orders',
    body: CartQuoteRequest,
    response: CartQuoteResponse,
    errors: [...JSON_BODY, 403],
  },
  createOrder: {
    ...API_ENDPOINTS.createOrder,
    summary: 'Place an order; prices come from the catalogue',
    tag: 'orders',
    auth: true,
    body: OrderPayload,
    response: CreateOrderResponse,
    errors: [...JSON_BODY, ...SESSION, 409],
  },
  cancelOrder: {
    ...API_ENDPOINTS.cancelOrder,
    summary: 'Cancel an unpaid order and restore its stock',
    tag: 'orders',
    auth: true,
    params: IdParams,
    // SPEC §7 sends an empty JSON body.
    body: EmptyBody,
    response: CancelOrderResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  confirmOrder: {
    ...API_ENDPOINTS.confirmOrder,
    summary:
      "Confirm one's own cash-on-delivery order awaiting confirmation (409 once confirmed or past its deadline)",
    tag: 'orders',
    auth: true,
    params: IdParams,
    body: EmptyBody,
    response: ConfirmOrderResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  confirmCodOrder: {
    ...API_ENDPOINTS.confirmCodOrder,
    summary:
      "Confirm a cash-on-delivery order with its message's signed link token, without signing in (403 forged or expired, 409 used)",
    tag: 'orders',
    body: CodConfirmRequest,
    response: ConfirmOrderResponse,
    errors: [...JSON_BODY, 403, 409],
  },
  getCodConfirmation: {
    ...API_ENDPOINTS.getCodConfirmation,
    summary:
      "What the confirmation link's page shows: the order's items, total and deadline (never confirms)",
    tag: 'orders',
    params: CodConfirmationParams,
    querystring: CodConfirmationQuery,
    response: CodConfirmationResponse,
    errors: [400, 403],
  },
  listUserOrders: {
    ...API_ENDPOINTS.listUserOrders,
    summary: "The signed-in user's orders, newest first",
    tag: 'orders',
    auth: true,
    params: UserIdParams,
    response: OrderListResponse,
    errors: [400, ...SESSION],
  },
  getUserOrder: {
    ...API_ENDPOINTS.getUserOrder,
    summary: "One of the signed-in shopper's orders with every step it took; another's or none is 404",
    tag: 'orders',
    auth: true,
    params: IdParams,
    response: ShopperOrderResponse,
    errors: [400, ...SESSION, 404],
  },
  getPaymentConfig: {
    ...API_ENDPOINTS.getPaymentConfig,
    summary: 'Which payment gateway the storefront should open, and its public key',
    tag: 'payments',
    response: PaymentConfigResponse,
    errors: [],
  },
  createPaymentOrder: {
    ...API_ENDPOINTS.createPaymentOrder,
    summary: 'Create a payment order for an amount in paise',
    tag: 'payments',
    auth: true,
    body: CreatePaymentOrderRequest,
    response: CreatePaymentOrderResponse,
    errors: [...JSON_BODY, ...SESSION, ...PROVIDER],
  },
  verifyPayment: {
    ...API_ENDPOINTS.verifyPayment,
    summary: 'Verify the signature the checkout returned',
    tag: 'payments',
    auth: true,
    body: PaymentConfirmation,
    response: MessageResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  completeSimulatedPayment: {
    ...API_ENDPOINTS.completeSimulatedPayment,
    summary: 'Settle a payment of the simulated gateway (only while it is active)',
    tag: 'payments',
    auth: true,
    body: SimulatedPaymentRequest,
    response: SimulatedPaymentResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  sendLoginOtp: {
    ...API_ENDPOINTS.sendLoginOtp,
    summary: 'Send a login code',
    tag: 'users',
    body: SendOtpRequest,
    response: OtpSentResponse,
    errors: [...JSON_BODY, 403, 404, ...PROVIDER],
  },
  verifyLoginOtp: {
    ...API_ENDPOINTS.verifyLoginOtp,
    summary: 'Verify a login code and start a session',
    tag: 'users',
    body: VerifyOtpRequest,
    response: UserResponse,
    errors: [...JSON_BODY, 403, 404],
  },
  sendSignupOtp: {
    ...API_ENDPOINTS.sendSignupOtp,
    summary: 'Send a signup code',
    tag: 'users',
    body: SendOtpRequest,
    response: OtpSentResponse,
    errors: [...JSON_BODY, 403, 409, ...PROVIDER],
  },
  verifySignupOtp: {
    ...API_ENDPOINTS.verifySignupOtp,
    summary: 'Verify a signup code, create the user and start a session',
    tag: 'users',
    body: VerifySignupOtpRequest,
    response: UserResponse,
    errors: [...JSON_BODY, 403, 409],
  },
  getMe: {
    ...API_ENDPOINTS.getMe,
    summary: 'The signed-in user',
    tag: 'users',
    auth: true,
    response: UserResponse,
    errors: [...SESSION],
  },
  logout: {
    ...API_ENDPOINTS.logout,
    summary: 'End the session',
    tag: 'users',
    body: EmptyBody,
    response: MessageResponse,
    errors: [...JSON_BODY, 401, 403],
  },
  updateUser: {
    ...API_ENDPOINTS.updateUser,
    summary: 'Update the profile (multipart: fullName, email, address, optional avatar data URL)',
    tag: 'users',
    auth: true,
    params: UserIdParams,
    body: UpdateProfileFields,
    consumes: ['multipart/form-data', 'application/json'],
    response: UserResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  getConsents: {
    ...API_ENDPOINTS.getConsents,
    summary: "The user's message channel and consents (order updates, WhatsApp, marketing)",
    tag: 'users',
    auth: true,
    params: UserIdParams,
    response: ConsentSettingsResponse,
    errors: [400, ...SESSION],
  },
  updateConsent: {
    ...API_ENDPOINTS.updateConsent,
    summary: 'Grant or withdraw one consent (granting WhatsApp makes it the channel of order updates)',
    tag: 'users',
    auth: true,
    params: ConsentPurposeParams,
    body: ConsentUpdate,
    response: ConsentSettingsResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  listAddresses: {
    ...API_ENDPOINTS.listAddresses,
    summary: "The shopper's saved addresses, the default first",
    tag: 'users',
    auth: true,
    params: UserIdParams,
    response: SavedAddressListResponse,
    errors: [400, ...SESSION],
  },
  addAddress: {
    ...API_ENDPOINTS.addAddress,
    summary: 'Save an address (city and state filled from the pincode when left out); at most 20',
    tag: 'users',
    auth: true,
    params: UserIdParams,
    body: SavedAddressCreate,
    response: SavedAddressResponse,
    errors: [...JSON_BODY, ...SESSION, 409],
  },
  updateAddress: {
    ...API_ENDPOINTS.updateAddress,
    summary: 'Edit a saved address, or make it the default (the previous default is unset)',
    tag: 'users',
    auth: true,
    params: AddressParams,
    body: SavedAddressPatch,
    response: SavedAddressResponse,
    errors: [...JSON_BODY, ...SESSION, 404],
  },
  deleteAddress: {
    ...API_ENDPOINTS.deleteAddress,
    summary: 'Delete a saved address; answers the book that is left',
    tag: 'users',
    auth: true,
    params: AddressParams,
    response: SavedAddressListResponse,
    errors: [400, ...SESSION, 404],
  },
  requestDataExport: {
    ...API_ENDPOINTS.requestDataExport,
    summary: "Ask for a file of the shopper's data (issue 34); produced in the background, poll its status",
    tag: 'users',
    auth: true,
    params: UserIdParams,
    body: EmptyBody,
    response: DataExportResponse,
    errors: [...JSON_BODY, ...SESSION],
  },
  getDataExport: {
    ...API_ENDPOINTS.getDataExport,
    summary: "One export's status and, when ready, its one-time download link",
    tag: 'users',
    auth: true,
    params: DataExportParams,
    response: DataExportResponse,
    errors: [400, ...SESSION, 404],
  },
  downloadDataExport: {
    ...API_ENDPOINTS.downloadDataExport,
    summary: 'Download a ready export (JSON), once, by its owner, before it expires',
    tag: 'users',
    auth: true,
    params: DataExportParams,
    response: DataExportFile,
    errors: [400, ...SESSION, 404],
  },
  getErasureStatus: {
    ...API_ENDPOINTS.getErasureStatus,
    summary:
      'Whether the account may be deleted now, or what still holds it (orders, returns, refunds in progress)',
    tag: 'users',
    auth: true,
    params: UserIdParams,
    response: ErasureStatusResponse,
    errors: [400, ...SESSION],
  },
  sendEraseOtp: {
    ...API_ENDPOINTS.sendEraseOtp,
    summary: "Send a code to the shopper's phone that confirms deleting the account",
    tag: 'users',
    auth: true,
    params: UserIdParams,
    body: EmptyBody,
    response: OtpSentResponse,
    errors: [...JSON_BODY, ...SESSION, 429, ...PROVIDER],
  },
  deleteUser: {
    ...API_ENDPOINTS.deleteUser,
    summary:
      'Erase the account with a fresh code (issue 34): orders, invoices and credit notes are kept under a pseudonym',
    tag: 'users',
    auth: true,
    params: UserIdParams,
    body: DeleteAccountRequest,
    response: MessageResponse,
    errors: [...JSON_BODY, ...SESSION, 409, 429],
  },
  receivePaymentWebhook: {
    ...API_ENDPOINTS.receivePaymentWebhook,
    summary:
      'Payment provider events (payment.captured, order.paid, payment.failed), signed over the raw body',
    tag: 'payments',
    body: PaymentWebhookEvent,
    response: MessageResponse,
    errors: [...JSON_BODY, 403],
  },
  receiveShiprocketWebhook: {
    ...API_ENDPOINTS.receiveShiprocketWebhook,
    summary:
      "Shiprocket's tracking updates (picked up, in transit, out for delivery, delivered, RTO delivered), proven by its token header",
    tag: 'orders',
    body: ShiprocketTrackingUpdate,
    response: MessageResponse,
    errors: [...JSON_BODY, 401, 403],
  },
  devOutbox: {
    ...API_ENDPOINTS.devOutbox,
    summary: 'Codes sent by the console SMS provider (only while it is active)',
    tag: 'dev',
    querystring: DevOutboxQuery,
    response: DevOutboxResponse,
    errors: [400],
  },
  getStore: {
    ...API_ENDPOINTS.getStore,
    summary: 'Who the seller is: names, registered address, GSTIN, support contacts, grievance officer',
    tag: 'store',
    response: PublicStoreSettingsResponse,
    errors: [],
  },
  getOrderInvoice: {
    ...API_ENDPOINTS.getOrderInvoice,
    summary: "The tax invoice of one of the shopper's orders (PDF); 404 until the order is shipped",
    tag: 'orders',
    auth: true,
    params: IdParams,
    response: PdfFile,
    produces: 'application/pdf',
    errors: [400, ...SESSION, 404],
  },
  getOrderCreditNote: {
    ...API_ENDPOINTS.getOrderCreditNote,
    summary: "A credit note of one of the shopper's orders (PDF)",
    tag: 'orders',
    auth: true,
    params: CreditNoteParams,
    response: PdfFile,
    produces: 'application/pdf',
    errors: [400, ...SESSION, 404],
  },
  reportSpeed: {
    ...API_ENDPOINTS.reportSpeed,
    summary:
      "A page load's real-user speed (LCP, INP, CLS, TTFB, first working tap) by route template and device class; 204",
    tag: 'store',
    body: RumBeacon,
    // navigator.sendBeacon sends a string as text/plain.
    consumes: ['text/plain', 'application/json'],
    response: NoContent,
    noContent: true,
    errors: [...JSON_BODY, 403],
  },
  listOrderReturns: {
    ...API_ENDPOINTS.listOrderReturns,
    summary: "The shopper's returns of one order, and what of it may be returned now and until when",
    tag: 'orders',
    auth: true,
    params: IdParams,
    response: OrderReturnsResponse,
    errors: [400, ...SESSION, 404],
  },
  createOrderReturn: {
    ...API_ENDPOINTS.createOrderReturn,
    summary: 'Ask to return pieces of a delivered order (free pick-up); answers the return',
    tag: 'orders',
    auth: true,
    params: IdParams,
    body: CreateReturnRequest,
    response: CreateReturnResponse,
    errors: [...JSON_BODY, ...SESSION, 404, 409],
  },
  uploadReturnPhoto: {
    ...API_ENDPOINTS.uploadReturnPhoto,
    summary: 'Upload a photo for a return of this order (multipart `file`); answers its path',
    tag: 'orders',
    auth: true,
    params: IdParams,
    consumes: ['multipart/form-data'],
    response: ReturnPhotoResponse,
    errors: [...JSON_BODY, ...SESSION, 404],
  },
  createTicket: {
    ...API_ENDPOINTS.createTicket,
    summary:
      'Raise a complaint (signed in, or with `phoneProof` from a phone verified by OTP); answers the ticket and its number',
    tag: 'users',
    body: CreateTicketRequest,
    response: TicketResponse,
    errors: [...JSON_BODY, 403, 404, 429],
  },
  listMyTickets: {
    ...API_ENDPOINTS.listMyTickets,
    summary: "The signed-in shopper's complaints, newest first",
    tag: 'users',
    auth: true,
    response: TicketListResponse,
    errors: [...SESSION],
  },
  getTicket: {
    ...API_ENDPOINTS.getTicket,
    summary:
      "One complaint with its conversation: its shopper's, or whoever holds its link's `key`; else 404",
    tag: 'users',
    params: IdParams,
    querystring: TicketKeyQuery,
    response: TicketResponse,
    errors: [400, 404],
  },
  replyToTicket: {
    ...API_ENDPOINTS.replyToTicket,
    summary: "The shopper's reply on their complaint; a resolved one is re-opened",
    tag: 'users',
    params: IdParams,
    body: TicketReplyRequest,
    response: TicketResponse,
    errors: [...JSON_BODY, 403, 404, 409],
  },
  uploadTicketPhoto: {
    ...API_ENDPOINTS.uploadTicketPhoto,
    summary:
      'Upload a photo for a complaint (multipart `file`; signed in or with the `X-Phone-Proof` header); answers its path',
    tag: 'users',
    consumes: ['multipart/form-data'],
    response: TicketPhotoResponse,
    errors: [...JSON_BODY, 403],
  },
  sendTicketOtp: {
    ...API_ENDPOINTS.sendTicketOtp,
    summary: 'Send a code to verify a phone for raising a complaint without signing in',
    tag: 'users',
    body: SendOtpRequest,
    response: OtpSentResponse,
    errors: [...JSON_BODY, 403, ...PROVIDER],
  },
  verifyTicketOtp: {
    ...API_ENDPOINTS.verifyTicketOtp,
    summary: 'Verify the code: answers a short-lived proof of the phone for `POST /api/tickets` (no session)',
    tag: 'users',
    body: VerifyOtpRequest,
    response: TicketPhoneProofResponse,
    errors: [...JSON_BODY, 403],
  },
} as const satisfies { [K in RouteName]: RouteSpec & (typeof API_ENDPOINTS)[K] };

/**
 * Every call of SPEC §7 plus DESIGN §3's additive ones: the API registers these, the web calls them. Method
 * and path come from `API_ENDPOINTS` (zod-free, for the browser); the check above keeps both tables one.
 */
export const ROUTES = withOperationIds({ ...ROUTE_SPECS, ...ADMIN_ROUTE_SPECS });

/** Every route of the table: the storefront's and the back office's. */
export type AnyRouteName = RouteName | AdminRouteName;
type Route<K extends AnyRouteName> = (typeof ROUTES)[K];
type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** What a route answers with 200: always the `{ success, message?, data? }` envelope. */
export type RouteResponse<K extends AnyRouteName> = z.output<Route<K>['response']>;
/** The JSON body a route accepts, `never` when it takes none (`EmptyBody`: `{}` or nothing at all). */
export type RouteBody<K extends AnyRouteName> =
  Route<K> extends { body: infer B } ? (B extends typeof EmptyBody ? never : Input<B>) : never;
/** The `:name` path parameters of a route, `never` when its path has none. */
export type RouteParams<K extends AnyRouteName> = Route<K> extends { params: infer P } ? Input<P> : never;
/** The query string a route reads, `never` when it reads none. */
export type RouteQuery<K extends AnyRouteName> = Route<K> extends { querystring: infer Q } ? Input<Q> : never;

/**
 * The schemas the OpenAPI document names as components, by name, so a generated client has a `Product`
 * and an `Order` type. Everything else is inlined where it is used.
 */
export const COMPONENT_SCHEMAS = {
  Category,
  Poster,
  Product,
  ProductCard,
  ProductFacets,
  ProductVariant,
  ShippingAddress,
  OrderPayload,
  OrderLine,
  Order,
  PaymentConfig,
  PaymentOrder,
  PaymentConfirmation,
  SimulatedPaymentResult,
  PincodeCheckData,
  User,
  DevOutboxMessage,
  MessageResponse,
  OtpSentResponse,
  ErrorResponse,
  EmptyBody,
} as const satisfies Record<string, z.ZodType>;
