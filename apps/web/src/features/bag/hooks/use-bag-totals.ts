import { bagTotalPaise, cartSubtotalPaise } from '@zari/contract';
import { useCart } from '../stores/cart-store';

export interface BagTotals {
  subtotalPaise: number;
  /** Subtotal + delivery + donation (SPEC §9), what the shopper pays. */
  totalPaise: number;
  donationRupees: number;
}

/** The bag's totals by the contract's rules: the one place the bag, checkout and the order agree on. */
export function useBagTotals(donationRupees: number): BagTotals {
  const { lines } = useCart();
  const subtotalPaise = cartSubtotalPaise(lines);
  return { subtotalPaise, totalPaise: bagTotalPaise(subtotalPaise, donationRupees), donationRupees };
}
