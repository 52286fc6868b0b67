import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferAppStart, type AppStart } from './app-start';

/** A built page as Vite writes it: the entry script and one static import preloaded. */
const BUILT = `<html><head><link rel="modulepreload" crossorigin href="/assets/shared.js"></head>
<body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;

/** Frames the browser has not drawn yet: requestAnimationFrame callbacks, run by drawFrame(). */
let frames: FrameRequestCallback[] = [];
const drawFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

/** Runs the page's inline start-up script, as the browser would at the end of its body. */
function runInlineScript(when: AppStart) {
  const html = deferAppStart(BUILT, when);
  const code = /<script>([\s\S]*)<\/script><\/body>/.exec(html)![1]!.replaceAll('<\\/', '</');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script under test
  const run = new Function(code) as () => void;
  run();
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const started = () => document.head.querySelector('script[type="module"]')?.getAttribute('src');

/**
 * Removes what the inline script added to the head, and only that: the styles other test files'
 * components left there belong to libraries that keep using them.
 */
function removeStartedScripts() {
  for (const node of document.head.querySelectorAll('link[rel="modulepreload"], script')) {
    node.remove();
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('the inline script that starts a pre-rendered page’s app', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    removeStartedScripts();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    removeStartedScripts();
    // Back to jsdom's own visibilityState (the page's files share one document).
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('asks for nothing before the first frame is drawn, however long a slow phone takes', () => {
    runInlineScript('after-first-paint');
    vi.advanceTimersByTime(5_000);
    expect(preloaded()).toEqual([]);
    expect(started()).toBeUndefined();

    drawFrame();
    vi.advanceTimersByTime(0);
    expect(preloaded()).toEqual(['/assets/index.js', '/assets/shared.js']);
    expect(started()).toBe('/assets/index.js');
  });

  it('starts at once in a background tab, which draws no frame', () => {
    setVisibility('hidden');
    runInlineScript('after-first-paint');
    vi.advanceTimersByTime(0);
    expect(started()).toBe('/assets/index.js');
  });

  it('on the landing page: downloads after the first frame, runs on the first interaction', () => {
    runInlineScript('on-first-interaction');
    vi.advanceTimersByTime(5_000);
    expect(preloaded()).toEqual([]);

    drawFrame();
    vi.advanceTimersByTime(0);
    expect(preloaded()).toEqual(['/assets/index.js', '/assets/shared.js']);
    expect(started()).toBeUndefined();

    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toBe('/assets/index.js');
  });
});
