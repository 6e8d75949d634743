/**
 * What arrives before the page's JavaScript does (lib/react/paint-first.ts loads it after the first
 * paint), held by the inline loader instead of lost:
 *
 * - a click on a button (a cookie notice's "Reject", a menu): the loader holds it, starts the
 *   scripts at once, and hands it back here once React has hydrated the page. Links need no help:
 *   they work without JavaScript.
 * - a preview message from the CMS admin (an editor saved while the framed page was still loading):
 *   the loader keeps its origin and type, starts the scripts, and usePreviewRefresh takes it when it
 *   starts listening, so the save shows instead of waiting for the next one.
 */
export const EARLY_CLICKS_CALLBACK = '__replayEarlyClicks';

/** Where the loader keeps the messages it held: `{ origin, data: { type } }`, nothing else of them. */
export const EARLY_MESSAGES = '__earlyMessages';

/** Called once, after the first commit of the hydrated app: the held clicks run, in order. */
export function replayEarlyClicks(): void {
  const replay = (window as unknown as Record<string, (() => void) | undefined>)[EARLY_CLICKS_CALLBACK];
  replay?.();
}

export type EarlyMessage = { origin: string; data: { type: string } };

/** The messages held before hydration, once: a second call returns none. */
export function takeEarlyMessages(): EarlyMessage[] {
  const held = (window as unknown as Record<string, EarlyMessage[] | undefined>)[EARLY_MESSAGES];
  return Array.isArray(held) ? held.splice(0) : [];
}
