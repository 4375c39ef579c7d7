/**
 * Taps made before the app ran (public/start-after-paint.js keeps them): a shopper on a slow phone taps size
 * S and ADD TO BAG while the page is painted but not yet hydrated, and expects both to happen.
 */

declare global {
  interface Window {
    /** Set by the starter: stops keeping taps and hands over those kept so far (each once). */
    __zariTaps?: () => string[];
  }
}

/** The `data-replay` names of the controls tapped before now; the starter keeps no more after this call. */
export function takeEarlyTaps(): string[] {
  return window.__zariTaps?.() ?? [];
}

/** The next task: a tap's state update is committed before the next control is tapped (size, then bag). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Taps each control again, in the order the shopper tapped them, once the app is interactive. A control
 * that is gone (another page) is skipped: a tap is never made on something the shopper did not tap.
 */
export async function replayTaps(names: readonly string[], root: ParentNode = document) {
  for (const name of names) {
    const control = root.querySelector<HTMLElement>(`[data-replay="${CSS.escape(name)}"]`);
    control?.click();
    await nextTask();
  }
}
