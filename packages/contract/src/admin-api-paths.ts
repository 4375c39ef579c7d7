/**
 * The back office's calls (issue 14), apart from the storefront's table in api-paths.ts: a bundler places a
 * module's code in one chunk, so this table lives in its own module to stay out of every shopper chunk.
 * All under /api/admin and role-checked from the route table.
 */
export const ADMIN_API_PATHS = {
  orders: '/api/admin/orders',
  order: '/api/admin/orders/:id',
  products: '/api/admin/products',
  product: '/api/admin/products/:id',
  productVariants: '/api/admin/products/:id/variants',
  productVariant: '/api/admin/products/:id/variants/:variantId',
  productStock: '/api/admin/products/:id/stock',
  productImages: '/api/admin/products/:id/images',
  images: '/api/admin/images',
  categories: '/api/admin/categories',
  category: '/api/admin/categories/:id',
  posters: '/api/admin/posters',
  poster: '/api/admin/posters/:name',
  pincodes: '/api/admin/pincodes',
  pincode: '/api/admin/pincodes/:pincode',
  pincodeImport: '/api/admin/pincodes/import',
  promotions: '/api/admin/promotions',
  promotion: '/api/admin/promotions/:id',
  audit: '/api/admin/audit',
  summary: '/api/admin/summary',
  staff: '/api/admin/staff',
  staffMember: '/api/admin/staff/:id',
} as const;

/** Method and path of every back-office route (`ADMIN_ROUTES`), zod-free like `API_ENDPOINTS`. */
export const ADMIN_API_ENDPOINTS = {
  adminListOrders: { method: 'GET', path: ADMIN_API_PATHS.orders },
  adminGetOrder: { method: 'GET', path: ADMIN_API_PATHS.order },
  adminUpdateOrder: { method: 'PATCH', path: ADMIN_API_PATHS.order },
  adminListProducts: { method: 'GET', path: ADMIN_API_PATHS.products },
  adminCreateProduct: { method: 'POST', path: ADMIN_API_PATHS.products },
  adminGetProduct: { method: 'GET', path: ADMIN_API_PATHS.product },
  adminUpdateProduct: { method: 'PATCH', path: ADMIN_API_PATHS.product },
  adminArchiveProduct: { method: 'DELETE', path: ADMIN_API_PATHS.product },
  adminCreateVariant: { method: 'POST', path: ADMIN_API_PATHS.productVariants },
  adminUpdateVariant: { method: 'PATCH', path: ADMIN_API_PATHS.productVariant },
  adminDeleteVariant: { method: 'DELETE', path: ADMIN_API_PATHS.productVariant },
  adminSetStock: { method: 'PUT', path: ADMIN_API_PATHS.productStock },
  adminUploadProductImage: { method: 'POST', path: ADMIN_API_PATHS.productImages },
  adminUploadImage: { method: 'POST', path: ADMIN_API_PATHS.images },
  adminListCategories: { method: 'GET', path: ADMIN_API_PATHS.categories },
  adminCreateCategory: { method: 'POST', path: ADMIN_API_PATHS.categories },
  adminUpdateCategory: { method: 'PATCH', path: ADMIN_API_PATHS.category },
  adminListPosters: { method: 'GET', path: ADMIN_API_PATHS.posters },
  adminUpdatePoster: { method: 'PUT', path: ADMIN_API_PATHS.poster },
  adminListPincodes: { method: 'GET', path: ADMIN_API_PATHS.pincodes },
  adminGetPincode: { method: 'GET', path: ADMIN_API_PATHS.pincode },
  adminPutPincode: { method: 'PUT', path: ADMIN_API_PATHS.pincode },
  adminImportPincodes: { method: 'POST', path: ADMIN_API_PATHS.pincodeImport },
  adminListPromotions: { method: 'GET', path: ADMIN_API_PATHS.promotions },
  adminCreatePromotion: { method: 'POST', path: ADMIN_API_PATHS.promotions },
  adminUpdatePromotion: { method: 'PATCH', path: ADMIN_API_PATHS.promotion },
  adminSummary: { method: 'GET', path: ADMIN_API_PATHS.summary },
  adminListAudit: { method: 'GET', path: ADMIN_API_PATHS.audit },
  adminListStaff: { method: 'GET', path: ADMIN_API_PATHS.staff },
  adminGrantStaff: { method: 'POST', path: ADMIN_API_PATHS.staff },
  adminRevokeStaff: { method: 'DELETE', path: ADMIN_API_PATHS.staffMember },
} as const;

export type AdminRouteName = keyof typeof ADMIN_API_ENDPOINTS;
