/** The back office's cache root: signing out of /admin drops everything under it. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
