import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it('returns to a path of this store, query included', () => {
    expect(safeReturnPath('/bag?checkout=1')).toBe('/bag?checkout=1');
    expect(safeReturnPath('/orders')).toBe('/orders');
  });

  it('goes to the profile when there is nowhere to return to (SPEC §4)', () => {
    for (const next of [null, undefined, '', '/login', '/signup'])
      expect(safeReturnPath(next)).toBe('/user-profile');
  });

  it('never follows a link to another site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'bag',
    ]) {
      expect(safeReturnPath(next)).toBe('/user-profile');
    }
    expect(safeReturnPath(`/${'a'.repeat(600)}`)).toBe('/user-profile');
  });
});

describe('loginPathReturningTo', () => {
  it('names the screen to come back to, encoded', () => {
    expect(loginPathReturningTo('/bag?checkout=1')).toBe('/login?next=%2Fbag%3Fcheckout%3D1');
    expect(new URLSearchParams(loginPathReturningTo('/bag?checkout=1').split('?')[1]).get('next')).toBe(
      '/bag?checkout=1',
    );
  });
});
