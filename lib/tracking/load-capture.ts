/**
 * The UTM capture (./capture.ts) and the booking links' campaign (./booking-links.ts), loaded after
 * the page (./after-load.ts): it records the arrival, applies the
 * cookie choice and reads the record in effects and event handlers, never for the first paint, so
 * its code stays out of every page's first-load JavaScript (the light pages budget). One module
 * instance: the arrival held in memory is the same for every caller, and callers run in the order
 * they asked.
 */
export const loadCapture = () => import('./after-load');
