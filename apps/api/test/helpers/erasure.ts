/** What a personal-data section's `erase` is given, for a test that calls one section alone (issue 34). */
import type { Erasure } from '../../src/modules/privacy/sections.js';

export function erasureOf(userId: string): Erasure {
  return {
    userId,
    phone: '',
    fullName: '',
    email: '',
    address: '',
    extra: [],
    pseudonym: 'Deleted customer TEST',
    now: new Date(),
  };
}
