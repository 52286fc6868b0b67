import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'qr-reviews:scroll-positions';

/** Scroll position per history entry (location.key); survives reloads through sessionStorage. */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      // Written only by this module (below); a scroll position wrong in type only lands elsewhere.
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      // No storage (privacy mode): positions last until the page unloads.
      positions = {};
    }
  }
  return positions;
}

/**
 * What react-router's <ScrollRestoration> does for this client-rendered app, at a third of its
 * size (it also carries server-rendering code, ~1 kB gzip on every page, the customer review page
 * included): a new page starts at the top, or at the element its #hash names; back and forward
 * return to where that page was left, also after a reload.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      savedPositions()[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or unavailable: back/forward within this visit still works.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Runs when the new page is on screen: data routers update the location after its loaders.
  useLayoutEffect(() => {
    currentKey.current = key;
    const saved = savedPositions()[key];
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    let target: HTMLElement | null = null;
    try {
      target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    } catch {
      // A malformed #hash names no element.
    }
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
