/**
 * The tree-planting donation (SPEC §5, §9) as the bag stores and totals it. The field's parsing and its
 * messages are in donation-input.ts, so the cart rules that every first screen loads carry none of them.
 */

/** A stored or computed donation: anything non-numeric or negative becomes 0, paise are dropped. */
export function parseDonation(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : Number.parseFloat(String(input ?? '').trim());
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.floor(value);
}
