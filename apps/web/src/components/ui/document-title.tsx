import { type DocumentTitleScreen, documentTitle } from '@zari/contract';

/**
 * The tab's title for the screen on show (see the contract's documentTitle). React puts it in the document's
 * head, on the server as in the browser, so a server-rendered page arrives with its own title.
 */
export function DocumentTitle(props: DocumentTitleScreen) {
  return <title>{documentTitle(props)}</title>;
}
