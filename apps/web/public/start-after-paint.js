/**
 * Starts the storefront's JavaScript on a server-rendered page once its first screen has painted (the API
 * puts this script, not the entry, in each page it renders: apps/api/src/plugins/storefront.ts). The page
 * paints without JavaScript; on a phone's link the entry and the framework behind it (~130 KiB) would share
 * the bandwidth with the stylesheet and the largest picture, and their start-up would hold the main thread
 * before that picture is shown. So the first screen's pictures (those the server marked fetchpriority=high)
 * load first, the browser shows them, and then the page chunks and the entry are fetched and hydrate.
 *
 * data-entry: the entry module's URL; data-modules: the chunks to fetch with it, space-separated, each
 * after those it imports (the entry's chunks, then the matched routes' page chunks).
 */
(() => {
  // A slow picture does not leave the page inert for longer than this.
  const START_AT_THE_LATEST_MS = 3000;
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  // A tap on one of the app's own controls (marked data-replay: a size, Add to bag, the heart) before React
  // listens would be lost: it is kept here, in order, and main.tsx takes the list as it starts hydrating
  // (from then on React replays a tap itself) and taps each control once more after hydration.
  // The shopper's first tap is noted too, for the speed report's first working tap (app/first-working-tap.ts):
  // on a kept control it works when replayed, on a link or a form's control it works now, elsewhere not yet.
  const taps = [];
  let firstTap;
  const keep = (event) => {
    const control = event.target.closest?.('[data-replay]');
    if (control) taps.push(control.dataset.replay);
    firstTap ??= {
      at: event.timeStamp,
      kind: control ? 'replay' : event.target.closest?.('a[href], form') ? 'native' : 'lost',
    };
  };
  addEventListener('click', keep, true);
  window.__zariTaps = () => {
    removeEventListener('click', keep, true);
    return taps.splice(0);
  };
  window.__zariFirstTap = () => firstTap;

  // Every module to fetch, each after those it imports; the entry, which hydrates the page, last.
  const modules = [...(script.dataset.modules ?? '').split(' ').filter(Boolean), entry];

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      document.head.append(preload);
    }
    // One module a task: evaluating the framework, the app and the page in one go held a phone's main
    // thread for ~70 ms; apart, each is a short task. All are fetched at once (the preloads above).
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    (async () => {
      for (const href of modules) {
        await import(href);
        await nextTask();
      }
    })();
  };
  setTimeout(start, START_AT_THE_LATEST_MS);

  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')];
  const arrived = pictures.map((picture) =>
    picture.complete
      ? undefined
      : new Promise((settle) => {
          picture.addEventListener('load', settle, { once: true });
          picture.addEventListener('error', settle, { once: true });
        }),
  );
  // Shown, not only decoded. Where the browser reports largest paints, wait, once every first-screen picture
  // has arrived, for the paint of the one with the most area on the screen (the phone's home has two, and
  // starting after the first one's paint left the larger one to be painted behind the scripts), or for a
  // larger paint than it can be (then no paint of it is ever reported). Elsewhere, the frame after the next.
  const reportsLargestPaints =
    globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint') ?? false;
  const areaOnScreen = (element) => {
    const box = element.getBoundingClientRect();
    const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    return width > 0 && height > 0 ? width * height : 0;
  };
  const shown = Promise.all(arrived).then(
    () =>
      new Promise((resolve) => {
        if (pictures.length === 0 || !reportsLargestPaints) {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          return;
        }
        let largest;
        let area;
        new PerformanceObserver((list, observer) => {
          // Measured here, after a paint, where the page is already laid out. Measured as this script ran
          // (it runs when the document is parsed, before the first paint), it made the browser lay out the
          // whole page inside this script's task: one long task of ~40 ms on this machine, ~160 on a phone.
          if (!largest) {
            largest = pictures.reduce((a, b) => (areaOnScreen(b) > areaOnScreen(a) ? b : a));
            area = areaOnScreen(largest);
          }
          const paints = list.getEntries();
          if (paints.some((paint) => paint.element === largest || paint.size > area)) {
            observer.disconnect();
            resolve();
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  shown.then(() => setTimeout(start));
})();
