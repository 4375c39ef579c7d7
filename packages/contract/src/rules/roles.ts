/** Back-office roles (DESIGN §9 Roles): each role may do everything the roles below it may. */
import type { UserRole } from '../constants.js';

/** The roles an admin route may require: staff run catalogue and orders; owners alone staff and settings. */
export type AdminRole = Exclude<UserRole, 'shopper'>;

const RANK: Record<UserRole, number> = { shopper: 0, staff: 1, owner: 2 };

export function hasRole(role: UserRole, required: AdminRole): boolean {
  return RANK[role] >= RANK[required];
}

/** Whether a session of this role expires after STAFF_SESSION_IDLE_HOURS without use. */
export function isAdminRole(role: UserRole): role is AdminRole {
  return role !== 'shopper';
}
