import { describe, expect, it } from 'vitest';
import { creditNoteSharePaise } from './credit-note-share.js';

describe('creditNoteSharePaise', () => {
  it('reverses a whole line exactly', () => {
    expect(creditNoteSharePaise(95_143, 3, 0, 3)).toBe(95_143);
  });
  it('adds up to the line exactly when pieces come back one by one', () => {
    const shares = [0, 1, 2].map((before) => creditNoteSharePaise(100, 3, before, 1));
    expect(shares).toEqual([33, 34, 33]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
  });
  it('gives the rest of the line after a part was reversed', () => {
    const first = creditNoteSharePaise(4_761, 2, 0, 1);
    expect(first + creditNoteSharePaise(4_761, 2, 1, 1)).toBe(4_761);
  });
  it('is 0 for 0 pieces', () => {
    expect(creditNoteSharePaise(4_761, 2, 1, 0)).toBe(0);
  });
});
