import { PRODUCT_TEXT } from '@zari/contract';
import { Share2 } from 'lucide-react';
import { useText } from '@/lib/i18n';

export const SHARE_BUTTON_CLASS =
  'flex size-10 cursor-pointer items-center justify-center rounded-full border border-line bg-surface hover:bg-canvas';

/** The share button as it looks while its menu is still loading. */
export function ShareButtonPlaceholder() {
  const tx = useText({ PRODUCT_TEXT });
  return (
    <button type="button" aria-label={tx.PRODUCT_TEXT.share} disabled className={SHARE_BUTTON_CLASS}>
      <Share2 aria-hidden="true" className="size-4.5" />
    </button>
  );
}
