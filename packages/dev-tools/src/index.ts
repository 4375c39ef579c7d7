/**
 * Tools the API tests, the storefront's shopper journeys and both benchmarks share. Source only, run by
 * tsx and Vitest; no app imports another through it, and nothing here ships.
 */
export { freePort } from './free-port.js';
export { median } from './median.js';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
export {
  buildStore,
  type StartStoreOptions,
  type StoreProcess,
  startStore,
} from './store-process.js';
