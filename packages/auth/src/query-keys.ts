/**
 * The cache root of everything that belongs to the signed-in shopper. Account features key their queries
 * under it, so signing out can drop them all without knowing which features exist.
 */
export const ACCOUNT_QUERY_ROOT = ['account'] as const;
