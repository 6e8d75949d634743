/**
 * Runs `callback` when the browser is idle (at the latest after `timeout` ms), so work that can
 * wait (GTM's container, the web vitals) never delays the first paint or the hydration. Safari has
 * no requestIdleCallback: a timeout after the current work does the same there.
 */
export function whenIdle(callback: () => void, timeout = 3000): void {
  if (window.requestIdleCallback) window.requestIdleCallback(callback, { timeout });
  else window.setTimeout(callback, 1);
}
