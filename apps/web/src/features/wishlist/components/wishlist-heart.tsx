import { STOREFRONT_TEXT } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { Heart } from 'lucide-react';
import { useText } from '@/lib/i18n';

export interface WishlistHeartProps {
  active: boolean;
  onToggle: () => void;
  className?: string;
  size?: 'sm' | 'md';
  /** Its `data-replay` name: a tap before the app runs is kept and made again once it does. */
  replay?: string;
}

/** A heart toggle; pressed state tells screen readers whether the product is saved. */
export function WishlistHeart({ active, onToggle, className, size = 'sm', replay }: WishlistHeartProps) {
  const tx = useText({ STOREFRONT_TEXT });
  return (
    <button
      type="button"
      data-replay={replay}
      aria-pressed={active}
      aria-label={active ? tx.STOREFRONT_TEXT.removeFromWishlist : tx.STOREFRONT_TEXT.addToWishlist}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
      className={cn(
        'flex cursor-pointer items-center justify-center rounded-full transition-transform active:scale-90',
        size === 'sm'
          ? 'size-9 bg-white/90 shadow-sm backdrop-blur'
          : 'size-12 border border-line bg-surface',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn(
          size === 'sm' ? 'size-4.5' : 'size-5',
          active ? 'fill-rose-500 text-rose-500' : 'text-ink',
        )}
      />
    </button>
  );
}
