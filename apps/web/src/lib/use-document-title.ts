import { type DocumentTitleScreen, documentTitle } from '@zari/contract';
import { useEffect } from 'react';

/** Sets the tab's title for the screen on show (see the contract's documentTitle). */
export function useDocumentTitle(screen: DocumentTitleScreen) {
  const title = documentTitle(screen);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
