/** GTM's data layer (window.dataLayer), the one place the site writes to it. Browser only. */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const layer = () => (window.dataLayer ??= []);

/**
 * A gtag() command (consent default/update). GTM reads commands only as the `arguments` object of
 * a call, the way Google's own snippet pushes them, never as plain arrays.
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- GTM recognises commands by their Arguments type
  layer().push(arguments);
}

/** An event for GTM's triggers (`{ event: 'page_view', ... }`). */
export function pushEvent(event: { event: string } & Record<string, unknown>): void {
  layer().push(event);
}
