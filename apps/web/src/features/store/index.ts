/** Who the seller is (issue 30): the store's public settings, for the footer, the policy pages and the JSON-LD. */
export { getStore, storeQueryOptions, useStore } from './api/get-store';
export { registeredAddressLine } from './utils/registered-address';
