import { NextResponse, type NextRequest } from 'next/server';
import { parseHostHeader } from '@/lib/brand/host';
import { cmsUploadUrl, fetchUpload, isUploadPath, UPLOAD_SECURITY_HEADERS } from '@/lib/cms/media-proxy';
import { frameAncestorsPolicy } from '@/lib/preview/frame-ancestors';
import {
  contentSecurityPolicy,
  createNonce,
  NONCE_HEADER,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '@/lib/security/content-security-policy';
import { isIndexable, NOINDEX } from '@/lib/seo/indexing';

/**
 * Runs before every page, API route and media request, with the environment at request time:
 * - `/uploads/*` is the CMS's media, served from the site's own origin (proxied to the CMS), so no
 *   CMS host name reaches a browser and the image optimiser needs no remote host at all: the path
 *   only (no query string), Range passed through, every answer inert (lib/cms/media-proxy.ts);
 * - a Host header that is not plainly a host name and port is refused (it would otherwise shape
 *   cross-brand links and be cached);
 * - security headers: a Content-Security-Policy around a fresh nonce (lib/security), which the
 *   request carries on to _document in the x-nonce header (whatever a client sent there is
 *   replaced); only the site itself and the CMS admin may frame it; no powerful features
 *   (Permissions-Policy); no MIME sniffing; referrers cut to the origin when leaving the site;
 *   HTTPS only (HSTS) in production;
 * - outside production, `X-Robots-Tag: noindex` on everything (lib/seo/indexing.ts).
 */
export function proxy(request: NextRequest): Response | Promise<Response> {
  const { pathname } = request.nextUrl;
  // Before the Host check: Next's image optimiser fetches local images with no Host header.
  if (isUploadPath(pathname)) {
    const upstream = request.method === 'GET' || request.method === 'HEAD' ? cmsUploadUrl(pathname) : null;
    return upstream
      ? fetchUpload(upstream, request)
      : new NextResponse(null, { status: 404, headers: UPLOAD_SECURITY_HEADERS });
  }

  if (!parseHostHeader(request.headers.get('host'))) {
    return new NextResponse('Bad request: the Host header is not a host name.\n', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const nonce = createNonce();
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  const response = NextResponse.next({ request: { headers } });
  const production = process.env.ENVIRONMENT === 'production';
  response.headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      frameAncestors: frameAncestorsPolicy(),
      gtm: production && Boolean(process.env.GTM_ID),
      development: process.env.NODE_ENV === 'development',
    }),
  );
  response.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (production) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!isIndexable()) response.headers.set('X-Robots-Tag', NOINDEX);
  return response;
}

export const config = {
  // Next's files and the fonts' files only (lib/page-cache/handler.js NOT_PAGES): every other
  // address, `/fonts/x/` or `/favicon.ico-1/` included, gets the page headers.
  matcher: ['/((?!_next/static/|_next/image$|fonts/[a-z0-9.-]+/[a-z0-9.-]+\\.woff2$).*)'],
};
