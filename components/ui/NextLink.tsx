// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one next/link (intentLinksOnly)
import Link from 'next/link';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/**
 * next/link, prefetching on intent: a link fetches its page's code when the visitor points at it
 * or touches it (Next's own mouseenter and touchstart prefetch), not when it scrolls into view; a
 * keyboard visitor's link loads it on Enter. The pages router's viewport prefetch
 * asked the server for each visible link's route (a `_next/data` request, through the proxy) and
 * loaded and ran its page's chunks right after hydration: five requests and six chunks on a home
 * page, main-thread work while a phone is still starting the page (issue 41). Every internal link
 * of the site is this one (eslint.config.mjs); a caller may still ask for `prefetch`.
 */
const NextLink = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<typeof Link>>(function NextLink(props, ref) {
  return <Link prefetch={false} {...props} ref={ref} />;
});

export default NextLink;
