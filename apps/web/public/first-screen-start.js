// The scripts of a page whose first screen the server rendered (apps/server/src/plugins/first-screen.ts
// writes this script's tag, with the entry and the scripts to preload). They are fetched once the
// screen has been painted, so that they do not share the network with the screen's pictures; until
// they have run, the screen's controls are disabled (apps/web/src/first-screen/hydration-gate.tsx).
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  // One step a task: sending a request costs the main thread a few milliseconds (more under a
  // profiler), and a page's thirty-odd in one task held it for a quarter of a second.
  const steps = [];
  for (const href of preload.split(' ').filter(Boolean)) {
    steps.push(() => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    });
  }
  steps.push(() => import(entry));
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    steps.shift()();
    if (steps.length > 0) channel.port2.postMessage(0);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    channel.port2.postMessage(0);
  };
  // Once the page has loaded (its pictures have arrived) and its first paint is on the screen (the
  // paint timing's entry is reported then), a frame later: the frame that shows the pictures has been
  // drawn. A hidden page paints nothing and gets no frames: it starts at once.
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    const nextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      nextFrame();
    }).observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  // A picture that takes long to come holds the load, and a browser may report no paint: the scripts
  // start a few seconds after this one all the same.
  setTimeout(start, 3000);
})();
