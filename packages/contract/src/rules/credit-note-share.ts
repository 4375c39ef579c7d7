/**
 * A credit note may reverse part of an invoice line (issue 33: 1 of the 3 pieces is returned). Each amount of
 * the line (taxable value, CGST, SGST, IGST, discount) is reversed in proportion to the pieces, rounded to the
 * paisa cumulatively: the share of pieces `before + now` minus the share of `before`. So however a line's
 * pieces are returned, one by one or all at once, the credit notes add up to exactly the invoice line, never a
 * paisa more or less. Who relies on it: invoices' issue-credit-note (API).
 */
export function creditNoteSharePaise(
  amountPaise: number,
  lineQuantity: number,
  creditedBefore: number,
  quantityNow: number,
): number {
  const upTo = (pieces: number) => Math.round((amountPaise * pieces) / lineQuantity);
  return upTo(creditedBefore + quantityNow) - upTo(creditedBefore);
}
