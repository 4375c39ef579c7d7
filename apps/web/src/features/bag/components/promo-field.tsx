/**
 * The bag's promo code (SPEC §2, issue 29): typed and applied here, priced by the server. A code that applies
 * toasts 'Promo code applied' (SPEC §8) and shows as applied with a way to remove it; one that does not shows
 * the server's reason under the field, never as a toast. The welcome offer needs no typing: a first-order
 * shopper sees it applied, a visitor sees that signing up unlocks it.
 */
import { BAG_TEXT, PROMOTION_TEXT, TOASTS } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Input } from '@zari/ui/input';
import { notifySuccess } from '@zari/ui/notify';
import { BadgeCheck, Gift, Tag, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';
import type { BagFigures } from '../hooks/use-bag-quote';
import { promoActions } from '../stores/promo-store';

export function PromoField({ figures }: { figures: BagFigures }) {
  const tx = useText({ BAG_TEXT, PROMOTION_TEXT, TOASTS });
  const { promoCode, promotion, refusal, welcomeOffer, provisional } = figures;
  const [draft, setDraft] = useState(promoCode);
  const messageId = useId();
  // The code just applied, until the server's answer for it says whether to toast.
  const awaiting = useRef<string | null>(null);

  useEffect(() => {
    const code = awaiting.current;
    if (!code || provisional || promoCode !== code) return;
    awaiting.current = null;
    if (promotion?.code === code) notifySuccess(tx.TOASTS.promoApplied);
  }, [provisional, promoCode, promotion, tx.TOASTS.promoApplied]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim().toUpperCase();
    if (code === '' || code === promoCode) return;
    awaiting.current = code;
    promoActions.apply(code);
  };
  const remove = () => {
    awaiting.current = null;
    setDraft('');
    promoActions.remove();
  };

  const applied = promoCode !== '' && promotion?.code === promoCode;
  const refused = promoCode !== '' && !applied && refusal !== null;

  return (
    <div className="space-y-2">
      {applied && promotion ? (
        <div className="flex items-center gap-2 rounded-lg border border-success/40 bg-success/5 px-3 py-2 text-sm">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          <p className="flex-1" data-testid="promo-applied">
            <span className="font-semibold">
              {tx.PROMOTION_TEXT.appliedLine(promotion.code, promotion.label)}
            </span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={remove}
            aria-label={`${tx.PROMOTION_TEXT.remove} ${promoCode}`}
          >
            <X aria-hidden="true" className="size-4" />
            {tx.PROMOTION_TEXT.remove}
          </Button>
        </div>
      ) : (
        <form onSubmit={apply} className="flex gap-2">
          <div className="relative flex-1">
            <Tag
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <Input
              aria-label={tx.BAG_TEXT.promoPlaceholder}
              placeholder={tx.BAG_TEXT.promoPlaceholder}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={refused && draft.trim().toUpperCase() === promoCode ? true : undefined}
              aria-describedby={refused ? messageId : undefined}
              autoCapitalize="characters"
              className="pl-9 uppercase placeholder:normal-case"
            />
          </div>
          <Button type="submit" variant="outline" disabled={draft.trim() === ''}>
            {tx.BAG_TEXT.apply}
          </Button>
        </form>
      )}
      {refused && refusal ? (
        <p className="flex items-start gap-2 text-sm text-danger">
          <span id={messageId} className="flex-1" data-testid="promo-refusal">
            {refusal.message}
          </span>
          <button type="button" onClick={remove} className="shrink-0 text-xs font-semibold underline">
            {tx.PROMOTION_TEXT.remove}
            <span className="sr-only"> {promoCode}</span>
          </button>
        </p>
      ) : null}
      {promotion && promotion.code !== promoCode ? (
        <p className="flex items-center gap-2 text-sm text-success" data-testid="welcome-applied">
          <Gift aria-hidden="true" className="size-4 shrink-0" />
          {tx.PROMOTION_TEXT.welcomeApplied(promotion.label)}
        </p>
      ) : null}
      {welcomeOffer ? (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          <Gift aria-hidden="true" className="size-4 shrink-0" />
          <span className="flex-1">{welcomeOffer.message}</span>
          <Link to={paths.signup.getHref()} className="shrink-0 font-semibold underline">
            {tx.PROMOTION_TEXT.signUp}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
