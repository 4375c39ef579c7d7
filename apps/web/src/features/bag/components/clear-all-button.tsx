import { BAG_TEXT } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { useState } from 'react';
import { useText } from '@/lib/i18n';

/** "Clear all items", which asks first: one stray tap emptied a whole bag (issue 36). */
export function ClearAllButton({ count, onClear }: { count: number; onClear: () => void }) {
  const tx = useText({ BAG_TEXT });
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="link" size="sm" onClick={() => setAsking(true)} className="mt-2 px-0 text-danger">
        {tx.BAG_TEXT.clearAll}
      </Button>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{tx.BAG_TEXT.clearAllConfirm(count)}</span>
      <Button variant="destructive" size="sm" onClick={onClear}>
        {tx.BAG_TEXT.clearAllYes}
      </Button>
      {/* Focus moves here first, so Enter after the first tap keeps the bag. */}
      <Button variant="outline" size="sm" autoFocus onClick={() => setAsking(false)}>
        {tx.BAG_TEXT.clearAllKeep}
      </Button>
    </div>
  );
}
