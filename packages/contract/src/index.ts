/**
 * @zari/contract without zod: constants, messages, paths, money and rules, safe for the storefront's first
 * screen. Schemas and the route table live in `@zari/contract/schemas`; their types are re-exported here.
 */
export * from './admin-api-paths.js';
export * from './api-paths.js';
export * from './constants.js';
export * from './demo-store.js';
export * from './i18n/locales.js';
export * from './messages.js';
export * from './money.js';
export * from './rules/addresses.js';
export * from './rules/amount-in-words.js';
export * from './rules/audit-view.js';
export * from './rules/banner-slots.js';
export * from './rules/calendar.js';
export * from './rules/cart.js';
export * from './rules/catalog-csv.js';
export * from './rules/catalogue-translations.js';
export * from './rules/category-slug.js';
export * from './rules/countries.js';
export * from './rules/crawl.js';
export * from './rules/credit-note-share.js';
export * from './rules/csv.js';
export * from './rules/disclosures.js';
export * from './rules/document-title.js';
export * from './rules/donation.js';
export * from './rules/donation-input.js';
export * from './rules/erasure.js';
export * from './rules/format.js';
export * from './rules/gst.js';
export * from './rules/gst-states.js';
export * from './rules/gstin.js';
export * from './rules/home-grids.js';
export * from './rules/invoice-number.js';
export * from './rules/listing.js';
export * from './rules/listing-url-params.js';
export * from './rules/order-lines.js';
export * from './rules/order-state.js';
export * from './rules/payout-details.js';
export * from './rules/phone.js';
export * from './rules/pincode.js';
export * from './rules/price.js';
export * from './rules/promotions.js';
export * from './rules/recently-viewed.js';
export * from './rules/refunds.js';
export * from './rules/responsive-image.js';
export * from './rules/return-path.js';
export * from './rules/return-requests.js';
export * from './rules/returns.js';
export * from './rules/roles.js';
export * from './rules/search-synonyms.js';
export * from './rules/similar-products.js';
export * from './rules/size-guide.js';
export * from './rules/stock.js';
export * from './rules/text.js';
export * from './rules/tickets.js';
export * from './rules/tracking.js';
export * from './rules/web-vitals.js';
export * from './rules/wishlist.js';
export type {
  SavedAddress,
  SavedAddressCreate,
  SavedAddressPatch,
} from './schemas/addresses.js';
export type {
  AdminCategory,
  AdminCustomer,
  AdminCustomerListQuery,
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderSummary,
  AdminOrdersShip,
  AdminOrderUpdate,
  AdminPincode,
  AdminPincodeUpdate,
  AdminProduct,
  AdminProductCreate,
  AdminProductListQuery,
  AdminProductPatch,
  AdminReturnToOrigin,
  AdminShipment,
  AdminStockUpdate,
  AdminSummary,
  AuditEntry,
  AuditListQuery,
  CatalogImportResult,
  CatalogImportRowError,
  OrderMessage,
  OrderMessageDelivery,
  OrdersCsvQuery,
  PincodeImportResult,
  StaffMember,
  UploadedImage,
} from './schemas/admin.js';
export type {
  CartLine,
  CartProduct,
  StoredShippingAddress,
  WishlistEntry,
} from './schemas/browser.js';
export type {
  Category,
  FacetCount,
  Poster,
  Product,
  ProductCard,
  ProductCardListResponse,
  ProductFacets,
  ProductInfo,
  ProductListQuery,
  ProductListResponse,
  ProductVariant,
} from './schemas/catalog.js';
export type { ErrorResponse, MessageResponse } from './schemas/common.js';
export type {
  CodConfirmation,
  CodConfirmRequest,
  Order,
  OrderLine,
  OrderLineInput,
  OrderPayload,
  OrderStep,
  ShippingAddress,
  ShiprocketTrackingUpdate,
  ShopperOrder,
} from './schemas/orders.js';
export type {
  CreatePaymentOrderRequest,
  PaymentConfig,
  PaymentConfirmation,
  PaymentOrder,
  SimulatedPaymentRequest,
  SimulatedPaymentResult,
} from './schemas/payments.js';
export type { PincodeCheckData, PincodeCheckResponse } from './schemas/pincodes.js';
export type {
  AdminPromotion,
  AdminPromotionCreate,
  AdminPromotionPatch,
  AppliedPromotionSummary,
  CartQuote,
  CartQuoteLine,
  CartQuoteRequest,
  QuotePromotionRefusal,
} from './schemas/promotions.js';
export type {
  AdminOrderRefunds,
  AdminRefund,
  AdminRefundCreate,
  AdminRefundListQuery,
  OrderRefund,
  PayoutDetails,
  RefundOwed,
} from './schemas/refunds.js';
export type {
  AdminReturn,
  AdminReturnPatch,
  AdminReturnSummary,
  CreateReturnRequest,
  OrderReturn,
} from './schemas/returns.js';
export type { RumBeacon, RumMetricSample, SpeedReport } from './schemas/rum.js';
export type {
  ProductTaxFields,
  PublicStoreSettings,
  StoreSettings,
  StoreSettingsPatch,
} from './schemas/settings.js';
export type {
  AdminTicket,
  AdminTicketListQuery,
  AdminTicketPatch,
  AdminTicketSummary,
  CreateTicketRequest,
  Ticket,
  TicketMessage,
  TicketReplyRequest,
  TicketSummary,
} from './schemas/tickets.js';
export type {
  Consent,
  ConsentSettings,
  ConsentUpdate,
  DataExport,
  DeleteAccountRequest,
  ErasureStatus,
  OtpSentResponse,
  SendOtpRequest,
  UpdateProfileFields,
  User,
  VerifyOtpRequest,
  VerifySignupOtpRequest,
} from './schemas/users.js';
export type { RenderedPage, RenderOutcome, StorefrontRenderer } from './server-render.js';
export { rendersWithSession, SESSION_PAGE_CACHE_CONTROL } from './server-render.js';
