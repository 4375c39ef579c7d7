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
import { SHARE_BUTTON_CLASS } from './share-button-placeholder';

/** SPEC §7: share links open a messaging service, a social network and a messenger with the page URL. */
export function shareTargets(url: string) {
  const encoded = encodeURIComponent(url);
  return [
    { label: PRODUCT_TEXT.shareWhatsApp, href: `https://wa.me/?text=${encoded}`, icon: MessageCircle },
    {
      label: PRODUCT_TEXT.shareFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      icon: Globe,
    },
    { label: PRODUCT_TEXT.shareMessenger, href: `fb-messenger://share/?link=${encoded}`, icon: Send },
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
      notifyError(TOASTS.copyFailed);
    }
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger aria-label={PRODUCT_TEXT.share} className={SHARE_BUTTON_CLASS}>
        <Share2 aria-hidden="true" className="size-4.5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {shareTargets(url).map(({ label, href, icon: Icon }) => (
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
          <span aria-live="polite">{copied ? PRODUCT_TEXT.linkCopied : PRODUCT_TEXT.copyLink}</span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
