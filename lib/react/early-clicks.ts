/**
 * Clicks that arrive before the page's JavaScript does (lib/react/paint-first.ts loads it after the
 * first paint): the inline loader holds a click on a button (a cookie notice's "Reject", a menu),
 * starts the scripts at once, and hands the held clicks back here once React has hydrated the page,
 * so a visitor's early choice is not lost. Links need no help: they work without JavaScript.
 */
export const EARLY_CLICKS_CALLBACK = '__replayEarlyClicks';

/** Called once, after the first commit of the hydrated app: the held clicks run, in order. */
export function replayEarlyClicks(): void {
  const replay = (window as unknown as Record<string, (() => void) | undefined>)[EARLY_CLICKS_CALLBACK];
  replay?.();
}
