import { PRODUCT_TEXT } from '@zari/contract';
import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useText } from '@/lib/i18n';
import { SHARE_BUTTON_CLASS, ShareButtonPlaceholder } from './share-button-placeholder';

const loadShareMenu = () => import('./share-menu');
const ShareMenu = lazy(() => loadShareMenu().then((module) => ({ default: module.ShareMenu })));

/**
 * The share button. Its menu, and the positioning library the menu brings, load only when the shopper
 * reaches for it (pointer or focus on the button) and open on the press: none of it is on the first screen.
 */
export function ShareButton({ path }: { path: string }) {
  const tx = useText({ PRODUCT_TEXT });
  const [pressed, setPressed] = useState(false);
  if (pressed) {
    return (
      <Suspense fallback={<ShareButtonPlaceholder />}>
        <ShareMenu path={path} defaultOpen />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      aria-label={tx.PRODUCT_TEXT.share}
      aria-haspopup="menu"
      className={SHARE_BUTTON_CLASS}
      onPointerEnter={() => void loadShareMenu()}
      onFocus={() => void loadShareMenu()}
      onClick={() => setPressed(true)}
    >
      <Share2 aria-hidden="true" className="size-4.5" />
    </button>
  );
}
