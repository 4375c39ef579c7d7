/** Every table, one file per area; drizzle-kit generates the SQL migrations from this index. */

export * from './addresses.js';
export * from './audit.js';
export * from './auth.js';
export * from './catalog.js';
export * from './data-rights.js';
export * from './events.js';
export * from './idempotency.js';
export * from './invoices.js';
export * from './orders.js';
export * from './promotions.js';
export * from './refunds.js';
export * from './returns.js';
export * from './rum.js';
export * from './settings.js';
export * from './shipments.js';
export * from './tickets.js';
export * from './users.js';
