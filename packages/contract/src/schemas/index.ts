export * from './browser.js';
export * from './catalog.js';
export * from './common.js';
export * from './orders.js';
export * from './payments.js';
export * from './pincodes.js';
export * from './routes.js';
export * from './users.js';
