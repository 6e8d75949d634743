import type { GetServerSidePropsContext } from 'next';
import { createPreviewSession, PREVIEW_SESSION_COOKIE, signPreviewSession } from '@/lib/preview/session';

/** The brand slug the test hosts stand for (a preview session is opened for the host's brand). */
const brandSlugOfHost = (host: string) =>
  ({ 'www.wayfarercollective.com': 'wayfarer', 'www.bunac.org': 'bunac', 'www.timberlinecamps.com': 'timberline' })[
    host.split(':')[0]
  ] ??
  (/^([a-z0-9-]+)\.localhost(:\d+)?$/.exec(host)?.[1] || 'wayfarer');

/**
 * The Cookie header of an editor in preview: the preview session /api/preview would have issued for
 * the host's brand (signed with PREVIEW_SECRET, which is given a test value when unset).
 */
export function editorSessionCookie(host: string): string {
  process.env.PREVIEW_SECRET ||= 'integration-test-preview-secret-0123456789';
  return `${PREVIEW_SESSION_COOKIE}=${signPreviewSession(createPreviewSession(brandSlugOfHost(host)), process.env.PREVIEW_SECRET)}`;
}

/**
 * A getServerSideProps context for a request to `host` + `url`, recording the response it gets.
 * `draftMode` is an editor in preview: Next's draft mode and a valid preview session for the host's
 * brand (unless `cookie` is given: then exactly that Cookie header).
 */
export function nextContext({
  host,
  url = '/',
  draftMode = false,
  params = {},
  cookie,
}: {
  host: string;
  url?: string;
  draftMode?: boolean;
  params?: Record<string, string>;
  cookie?: string;
}) {
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    /** What a route wrote itself (a text file such as /sitemap.xml), when it ended the response. */
    body: undefined as string | undefined,
    end(body?: string) {
      res.body = body ?? '';
    },
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const [pathname, search = ''] = url.split('?');
  const context = {
    req: {
      headers: {
        host,
        ...(cookie !== undefined ? { cookie } : draftMode ? { cookie: editorSessionCookie(host) } : {}),
      },
      url,
    },
    res,
    params,
    query: { ...Object.fromEntries(new URLSearchParams(search)), ...params },
    resolvedUrl: url,
    draftMode,
    pathname,
  } as unknown as GetServerSidePropsContext;
  return { context, res, headers };
}

// ---------------------------------------------------------------------------------------------
// API routes

/** The value Next puts in its __prerender_bypass cookie (the build's previewModeId, 16+ characters). */
export const PREVIEW_MODE_ID = '4f1d2c3b5a69788796a5b4c3d2e1f0aa';

/** What an API route answered, as a browser would see it. */
export interface ApiAnswer {
  status: number;
  /** The Location header, for redirects. */
  location: string | undefined;
  /** Every Set-Cookie line, in order. */
  setCookies: string[];
  cacheControl: string | undefined;
  body: string | undefined;
  /** The route ended its response (sent a body or a redirect). */
  ended: boolean;
  /** Every response header, by lower-case name. */
  headers: Record<string, string>;
}

/**
 * A request to a Next API route (pages/api/*) on `host` + `url`, and a response object with the
 * helpers Next adds (status, send, json, redirect, setDraftMode), behaving like Next's own
 * (next/dist/server/api-utils): the query string parsed with repeated keys as arrays, redirect()
 * writing Location and ending the response, setDraftMode() appending Next's __prerender_bypass
 * Set-Cookie line: `development` (next dev) sets it SameSite=Lax without Secure, `production`
 * (next start) Secure; SameSite=None; disabling sets the same cookie expired. Headers set after the
 * response ended throw, as on a real ServerResponse.
 */
export function apiRequest({
  host,
  url,
  method = 'GET',
  headers = {},
  mode = 'development',
  body: requestBody,
  remoteAddress = '203.0.113.7',
}: {
  host: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  mode?: 'development' | 'production';
  /** The parsed body, as Next's body parser hands it to the route. */
  body?: unknown;
  /** The connection's address (req.socket.remoteAddress). */
  remoteAddress?: string;
}) {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    query[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  const requestHeaders: Record<string, string> = {
    host,
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
  };
  const cookies = Object.fromEntries(
    (requestHeaders.cookie ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [
        pair.slice(0, pair.indexOf('=') === -1 ? pair.length : pair.indexOf('=')),
        pair.includes('=') ? decodeURIComponent(pair.slice(pair.indexOf('=') + 1)) : '',
      ]),
  );
  const req = { method, url, headers: requestHeaders, query, cookies, body: requestBody, socket: { remoteAddress } };

  const responseHeaders = new Map<string, string | string[]>();
  let body: string | undefined;
  let ended = false;
  const notEnded = (what: string) => {
    if (ended) throw new Error(`ERR_HTTP_HEADERS_SENT: ${what} after the response was sent`);
  };
  const res = {
    statusCode: 200,
    setHeader(name: string, value: string | number | readonly string[]) {
      notEnded(`setHeader(${name})`);
      responseHeaders.set(name.toLowerCase(), Array.isArray(value) ? [...value].map(String) : String(value));
      return res;
    },
    getHeader: (name: string) => responseHeaders.get(name.toLowerCase()),
    removeHeader(name: string) {
      notEnded(`removeHeader(${name})`);
      responseHeaders.delete(name.toLowerCase());
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    end(chunk?: unknown) {
      notEnded('end()');
      if (chunk !== undefined) body = (body ?? '') + String(chunk);
      ended = true;
      return res;
    },
    send(data: unknown) {
      notEnded('send()');
      body = data == null ? undefined : typeof data === 'string' ? data : JSON.stringify(data);
      ended = true;
    },
    json(data: unknown) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.send(JSON.stringify(data));
    },
    redirect(statusOrUrl: number | string, location?: string) {
      const [status, target] = typeof statusOrUrl === 'string' ? [307, statusOrUrl] : [statusOrUrl, location];
      if (typeof status !== 'number' || typeof target !== 'string') throw new Error('Invalid redirect arguments.');
      res.statusCode = status;
      res.setHeader('Location', target);
      res.end(target);
      return res;
    },
    setDraftMode({ enable }: { enable: boolean } = { enable: true }) {
      const attributes = [
        'Path=/',
        ...(enable ? [] : ['Expires=Thu, 01 Jan 1970 00:00:00 GMT']),
        'HttpOnly',
        ...(mode === 'production' ? ['Secure', 'SameSite=None'] : ['SameSite=Lax']),
      ];
      const previous = res.getHeader('Set-Cookie');
      const lines = previous === undefined ? [] : Array.isArray(previous) ? previous : [previous];
      res.setHeader('Set-Cookie', [...lines, [`__prerender_bypass=${PREVIEW_MODE_ID}`, ...attributes].join('; ')]);
      return res;
    },
  };

  const answer = (): ApiAnswer => {
    const cookies = responseHeaders.get('set-cookie');
    const location = responseHeaders.get('location');
    const cacheControl = responseHeaders.get('cache-control');
    return {
      status: res.statusCode,
      location: location === undefined ? undefined : String(location),
      setCookies: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies],
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      body,
      ended,
      headers: Object.fromEntries([...responseHeaders].map(([name, value]) => [name, String(value)])),
    };
  };
  return {
    req: req as unknown as import('next').NextApiRequest,
    res: res as unknown as import('next').NextApiResponse,
    answer,
  };
}
