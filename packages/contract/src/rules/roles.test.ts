import { describe, expect, it } from 'vitest';
import { hasRole, isAdminRole } from './roles.js';

describe('roles', () => {
  it('lets owners do what staff do, and shoppers neither', () => {
    expect(hasRole('owner', 'owner')).toBe(true);
    expect(hasRole('owner', 'staff')).toBe(true);
    expect(hasRole('staff', 'staff')).toBe(true);
    expect(hasRole('staff', 'owner')).toBe(false);
    expect(hasRole('shopper', 'staff')).toBe(false);
  });

  it('names the roles whose sessions idle out', () => {
    expect(isAdminRole('shopper')).toBe(false);
    expect(isAdminRole('staff')).toBe(true);
    expect(isAdminRole('owner')).toBe(true);
  });
});
