import { mediaBaseUrl } from './env';

/**
 * The CMS's media (Strapi's local upload provider answers `/uploads/<file>`) is served from the
 * site's own origin: pages link `/uploads/<file>`, proxy.ts forwards it to the CMS. Browsers never
 * learn the CMS's (often internal) host name, share images point at the brand's own domain, and
 * Next's image optimiser reads uploads as local images (no remote host allowed at all).
 */
export const UPLOADS_PREFIX = '/uploads/';

export const isUploadPath = (pathname: string): boolean => pathname.startsWith(UPLOADS_PREFIX);

/**
 * Where an `/uploads/...` request goes on the CMS or the media store (CMS_MEDIA_URL, which may have
 * a path: a path-style bucket URL), or null when the path would leave the uploads folder once
 * resolved (`/uploads/%2e%2e/admin` is `/admin` to a URL parser). The path alone: a visitor's query
 * string never reaches the store (an upload is the same file whatever follows `?`, and a bucket or
 * its CDN would take some parameters as instructions or as a key of their own).
 */
export function cmsUploadUrl(pathname: string): URL | null {
  if (!isUploadPath(pathname)) return null;
  const base = mediaBaseUrl();
  const target = new URL(`${base}${pathname}`);
  target.search = '';
  return target.pathname.startsWith(new URL(`${base}${UPLOADS_PREFIX}`).pathname) ? target : null;
}

/**
 * Headers of the store's answer a browser or the image optimiser needs; nothing else is passed on.
 * The range ones let a video seek (Safari plays none whose server ignores Range).
 */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-range',
];
/** Request headers passed on: revalidation, and a part of the file (Range, If-Range). */
const FORWARDED_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'];
/** Store answers passed on as they are: the file, a part of it, not modified, a range past its end. */
const PASSED_STATUSES = new Set([200, 206, 304, 416]);
const UPLOAD_TIMEOUT_MS = 10_000;

/**
 * On every answer for an upload: whatever a file holds (an SVG or HTML with scripts, a file whose
 * type a browser might guess), opened as a page it runs nothing, loads nothing and gets an opaque
 * origin (`sandbox`), and its declared type is the only one a browser uses (`nosniff`).
 */
export const UPLOAD_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

const failure = (status: number) =>
  new Response(null, { status, headers: { ...UPLOAD_SECURITY_HEADERS, 'cache-control': 'no-store' } });

/**
 * The upload at `url`, fetched from the CMS and answered as the site's own. Fetched here rather
 * than by a rewrite: Next's rewrite proxy keeps connections alive in an agent of its own, and a
 * request sent on a connection the CMS is just closing fails (ECONNRESET, a broken image); this
 * fetch retries once on such a network error, and gives up after 10 s without an answer.
 */
export async function fetchUpload(url: URL, request: { method: string; headers: Headers }): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (let attempt = 1; ; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
    try {
      const upstream = await fetch(url, {
        method: request.method,
        headers,
        signal: controller.signal,
        redirect: 'manual',
      });
      const answer = new Headers(UPLOAD_SECURITY_HEADERS);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) answer.set(name, value);
      }
      if (PASSED_STATUSES.has(upstream.status))
        return new Response(request.method === 'HEAD' || upstream.status === 304 ? null : upstream.body, {
          status: upstream.status,
          headers: answer,
        });
      void upstream.body?.cancel().catch(() => undefined);
      return failure(upstream.status >= 500 ? 502 : 404);
    } catch (error) {
      if (attempt >= 2 || controller.signal.aborted) {
        console.error(`[uploads] ${url.pathname}: ${(error as Error).message}`);
        return failure(502);
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
