import { PRODUCT_TEXT } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { WishlistHeart } from '@/features/wishlist';
import { useText } from '@/lib/i18n';

export interface BuyBarProps {
  outOfStock: boolean;
  needsSize: boolean;
  wishlisted: boolean;
  onToggleWishlist: () => void;
  onAddToBag: () => void;
}

/** The wishlist heart and Add to bag: a bar fixed to the bottom on a phone, inline on a desktop. */
export function BuyBar({ outOfStock, needsSize, wishlisted, onToggleWishlist, onAddToBag }: BuyBarProps) {
  const tx = useText({ PRODUCT_TEXT });
  const text = outOfStock
    ? tx.PRODUCT_TEXT.outOfStock
    : needsSize
      ? tx.PRODUCT_TEXT.selectSize
      : tx.PRODUCT_TEXT.addToBag;
  return (
    <div
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-line bg-surface/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0"
    >
      {/* Both kept when tapped before the app runs, and tapped again once it does (app/replay-taps.ts). */}
      <WishlistHeart size="md" active={wishlisted} onToggle={onToggleWishlist} replay="wishlist" />
      {/* Without a size the button reads as disabled but still answers a tap with the 'Please select a
          size' toast (SPEC §5), so the shopper learns why; out of stock it is fully disabled. */}
      <Button
        variant="brand"
        size="lg"
        className="flex-1 tracking-widest aria-disabled:cursor-not-allowed aria-disabled:bg-brand-200 aria-disabled:hover:bg-brand-200"
        disabled={outOfStock}
        aria-disabled={outOfStock || needsSize}
        onClick={onAddToBag}
        data-replay="add-to-bag"
      >
        {text}
      </Button>
    </div>
  );
}
