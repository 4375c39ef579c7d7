/**
 * Starts the storefront's JavaScript on a server-rendered page (the API puts this script, not the entry, in
 * each page it renders: apps/api/src/plugins/storefront.ts). The page paints without JavaScript; on a phone's
 * link the entry and the framework behind it (~140 KiB) would share the bandwidth with the stylesheet and the
 * first screen's pictures (the head's preloads), which are asked for first. So the scripts are fetched once
 * the page has first painted, all at once, and run, one a task, once the document is parsed.
 * Issue 36 (the page interactive within 1.5 s of its first paint on a slow phone: CPU ×4, 1.6 Mbps, 150 ms
 * round trip; apps/web/bench/slow-phone.ts): waiting, as before, for the largest picture to be painted left
 * the scripts' ~0.7 s of transfer to start up to 0.5 s after the first paint.
 *
 * Loaded `async` from the head: it runs while the body may still be parsed, so it reads only the head.
 *
 * data-entry: the entry module's URL; data-modules: the chunks to fetch with it, space-separated, each
 * after those it imports (the entry's chunks, then the matched routes' page chunks and what they import).
 */
(() => {
  // A page that does not paint (a tab opened in the background) does not stay inert for longer than this.
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

  let fetching = false;
  const fetchModules = () => {
    if (fetching) return;
    fetching = true;
    for (const href of modules) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      document.head.append(preload);
    }
  };

  const parsed = new Promise((resolve) => {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', resolve, { once: true });
    else resolve();
  });

  // Fetched once the page has first painted: asked for earlier, the scripts took bandwidth from the
  // stylesheet and held the first paint back (issue 36's slow phone). Where the browser does not report
  // paints, once the document is parsed; in a tab not shown (no paint), after a while all the same.
  const painted = new Promise((resolve) => {
    setTimeout(resolve, START_AT_THE_LATEST_MS);
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
      return void parsed.then(resolve);
    // The paint entry is looked for after each frame: an observer's callback is a low-priority task, which
    // a slow phone's busy main thread ran up to ~420 ms after the paint (issue 36's waterfall), while the
    // entry is in the timeline as soon as the browser knows the frame was shown.
    const look = () => {
      if (fetching) return;
      if (performance.getEntriesByName('first-contentful-paint').length > 0) resolve();
      else requestAnimationFrame(() => setTimeout(look));
    };
    look();
  });
  painted.then(fetchModules);

  // One module a task: evaluating the framework, the app and the page in one go held a phone's main
  // thread for ~70 ms; apart, each is a short task. The entry reads the parsed document, so none runs before.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  Promise.all([parsed, painted])
    .then(async () => {
      for (const href of modules) {
        await import(href);
        await nextTask();
      }
    })
    .catch((error) => {
      // The app will not start: the pictures it would have given their sources to once hydrated (each a
      // box with the picture's markup in the <noscript> after it, @zari/ui's ImageWithFallback) go in now.
      for (const box of document.querySelectorAll('[data-deferred-image]')) {
        const fallback = box.nextElementSibling;
        if (fallback?.localName !== 'noscript') continue;
        box.insertAdjacentHTML('afterend', fallback.textContent);
        box.remove();
      }
      throw error;
    });
})();
