/**
 * The handshake between a pre-rendered page's inline start script (vite-plugins/app-start.ts,
 * deferAppStart) and the app that hydrates it. Until the app hydrates, the page's buttons are
 * HTML without handlers: the start script remembers the last button clicked before hydration
 * began, and clicks it again once the app says it has hydrated. From the moment hydration starts,
 * React replays such clicks itself, so the start script stops remembering them.
 */

/** Call right before hydrateRoot. */
export function markHydrating(): void {
  document.documentElement.setAttribute('data-hydrating', '');
}

/**
 * Call from an effect of the hydrated root (effects run once the tree has hydrated). Also marks
 * <html data-hydrated>, which browser tests wait for.
 */
export function announceHydrated(): void {
  document.documentElement.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event('qr:hydrated'));
}
