/** Every table, one file per area; drizzle-kit generates the SQL migrations from this index. */
export * from './catalog.js';
export * from './users.js';
export * from './orders.js';
