/**
 * What the tracking does once the page has loaded, in one chunk (lib/tracking/load-capture.ts):
 * the UTM capture and the campaign on links to the booking sites.
 */
export * from './capture';
export { completeBookingLinks } from './booking-links';
