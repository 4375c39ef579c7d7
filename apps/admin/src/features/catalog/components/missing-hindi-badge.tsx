import { ADMIN_TEXT } from '@zari/contract';

/** Issue 35: a row whose Hindi is incomplete (the storefront shows English there). */
export function MissingHindiBadge() {
  return (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-ink">
      {ADMIN_TEXT.products.missingHindi}
    </span>
  );
}
