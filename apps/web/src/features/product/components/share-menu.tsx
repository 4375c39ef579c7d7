import { LINK_COPIED_FEEDBACK_MS, PRODUCT_TEXT, TOASTS } from '@zari/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@zari/ui/dropdown-menu';
import { notifyError } from '@zari/ui/notify';
import { Check, Globe, Link2, MessageCircle, Send, Share2 } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useText } from '@/lib/i18n';
import { SHARE_BUTTON_CLASS } from './share-button-placeholder';

/** SPEC §7: share links open a messaging service, a social network and a messenger with the page URL. */
export function shareTargets(url: string, text: typeof PRODUCT_TEXT = PRODUCT_TEXT) {
  const encoded = encodeURIComponent(url);
  return [
    { label: text.shareWhatsApp, href: `https://wa.me/?text=${encoded}`, icon: MessageCircle },
    {
      label: text.shareFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      icon: Globe,
    },
    { label: text.shareMessenger, href: `fb-messenger://share/?link=${encoded}`, icon: Send },
  ] as const;
}

const noSubscription = () => () => {};

/** The page's absolute address: a server render (and so hydration) knows only the path, the browser adds its origin. */
function useAbsoluteUrl(path: string) {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return `${origin}${path}`;
}

/** `path` is the shared page's path; the links carry its absolute address. Opened at once when loaded by a press. */
export function ShareMenu({ path, defaultOpen = false }: { path: string; defaultOpen?: boolean }) {
  const tx = useText({ PRODUCT_TEXT, TOASTS });
  const url = useAbsoluteUrl(path);
  const [open, setOpen] = useState(defaultOpen);
  const [copied, setCopied] = useState(false);

  // SPEC §9: the 'Link copied' feedback closes the menu after 1 s.
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => {
      setCopied(false);
      setOpen(false);
    }, LINK_COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setOpen(false);
      notifyError(tx.TOASTS.copyFailed);
    }
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger aria-label={tx.PRODUCT_TEXT.share} className={SHARE_BUTTON_CLASS}>
        <Share2 aria-hidden="true" className="size-4.5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {shareTargets(url, tx.PRODUCT_TEXT).map(({ label, href, icon: Icon }) => (
          <DropdownMenuItem key={label} asChild>
            <a href={href} target="_blank" rel="noopener noreferrer">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            void copy();
          }}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-success" />
          ) : (
            <Link2 aria-hidden="true" className="size-4" />
          )}
          <span aria-live="polite">{copied ? tx.PRODUCT_TEXT.linkCopied : tx.PRODUCT_TEXT.copyLink}</span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
