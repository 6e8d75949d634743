import { NextResponse } from 'next/server';
import { frameAncestorsPolicy } from '@/lib/preview/frame-ancestors';

/**
 * Response headers for every page and API route, from the environment at request time: only the
 * site itself and the CMS admin may frame it (the admin's preview), no MIME sniffing, and referrers
 * cut to the origin when leaving the site.
 */
export function proxy() {
  const response = NextResponse.next();
  response.headers.set('Content-Security-Policy', frameAncestorsPolicy());
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
