import { BAG_TEXT } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { useState } from 'react';

/** "Clear all items", which asks first: one stray tap emptied a whole bag (issue 36). */
export function ClearAllButton({ count, onClear }: { count: number; onClear: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="link" size="sm" onClick={() => setAsking(true)} className="mt-2 px-0 text-danger">
        {BAG_TEXT.clearAll}
      </Button>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{BAG_TEXT.clearAllConfirm(count)}</span>
      <Button variant="destructive" size="sm" onClick={onClear}>
        {BAG_TEXT.clearAllYes}
      </Button>
      {/* Focus moves here first, so Enter after the first tap keeps the bag. */}
      <Button variant="outline" size="sm" autoFocus onClick={() => setAsking(false)}>
        {BAG_TEXT.clearAllKeep}
      </Button>
    </div>
  );
}
