/**
 * The first tap that worked, in ms from navigation (issue 36): what a shopper on a slow phone feels of "the
 * page works". A tap the starter kept before hydration works when it is replayed; a tap on a link or a
 * form's control before hydration works at once (the browser's own); any other tap before hydration was
 * lost, so the first tap after hydration is the first that worked. The speed report sends it as FWT, and
 * `window.__zariFirstWorkingTapMs` shows it (the journeys read it).
 */

interface EarlyTap {
  at: number;
  kind: 'replay' | 'native' | 'lost';
}

declare global {
  interface Window {
    /** Set by the starter: the shopper's first tap before hydration, if any. */
    __zariFirstTap?: () => EarlyTap | undefined;
    __zariFirstWorkingTapMs?: number;
  }
}

let known: number | undefined;
const waiting: ((ms: number) => void)[] = [];

function settle(ms: number) {
  if (known !== undefined) return;
  known = Math.round(ms);
  window.__zariFirstWorkingTapMs = known;
  for (const listener of waiting.splice(0)) listener(known);
}

/** Called once the page is interactive and the kept taps were replayed. */
export function noteInteractive() {
  const early = window.__zariFirstTap?.();
  if (early?.kind === 'replay') settle(performance.now());
  else if (early?.kind === 'native') settle(early.at);
  else addEventListener('click', (event) => settle(event.timeStamp), { capture: true, once: true });
}

/** Calls `listener` with the first working tap's time, now if it is known. */
export function onFirstWorkingTap(listener: (ms: number) => void) {
  if (known !== undefined) listener(known);
  else waiting.push(listener);
}
