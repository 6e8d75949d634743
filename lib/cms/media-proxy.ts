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
 * resolved (`/uploads/%2e%2e/admin` is `/admin` to a URL parser).
 */
export function cmsUploadUrl(pathname: string, search = ''): URL | null {
  if (!isUploadPath(pathname)) return null;
  const base = mediaBaseUrl();
  const target = new URL(`${base}${pathname}${search}`);
  return target.pathname.startsWith(new URL(`${base}${UPLOADS_PREFIX}`).pathname) ? target : null;
}

/** Headers of the CMS's answer a browser or the image optimiser needs; nothing else is passed on. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];
const UPLOAD_TIMEOUT_MS = 10_000;

/**
 * The upload at `url`, fetched from the CMS and answered as the site's own. Fetched here rather
 * than by a rewrite: Next's rewrite proxy keeps connections alive in an agent of its own, and a
 * request sent on a connection the CMS is just closing fails (ECONNRESET, a broken image); this
 * fetch retries once on such a network error, and gives up after 10 s without an answer.
 */
export async function fetchUpload(url: URL, request: { method: string; headers: Headers }): Promise<Response> {
  const headers = new Headers();
  for (const name of ['if-none-match', 'if-modified-since']) {
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
      const answer = new Headers({ 'x-content-type-options': 'nosniff' });
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) answer.set(name, value);
      }
      if (upstream.status === 200 || upstream.status === 304)
        return new Response(request.method === 'HEAD' ? null : upstream.body, {
          status: upstream.status,
          headers: answer,
        });
      void upstream.body?.cancel().catch(() => undefined);
      return new Response(null, {
        status: upstream.status >= 500 ? 502 : 404,
        headers: { 'cache-control': 'no-store' },
      });
    } catch (error) {
      if (attempt >= 2 || controller.signal.aborted) {
        console.error(`[uploads] ${url.pathname}: ${(error as Error).message}`);
        return new Response(null, { status: 502, headers: { 'cache-control': 'no-store' } });
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
