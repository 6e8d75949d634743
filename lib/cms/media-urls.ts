import { ApolloLink } from '@apollo/client/link';
import { map } from 'rxjs';
import { mediaBaseUrl } from './env';
import { UPLOADS_PREFIX } from './media-proxy';

/**
 * Media links as pages show them, decided on the server only: see
 * docs/architecture.md "The request path".
 *
 * Strapi's local upload provider links a file as a path (`/uploads/x.jpg`); a storage provider
 * (an S3 bucket: Uploads in docs/deployment.md "Running each piece") links it absolutely, under
 * its public URL (`https://media.example.com/uploads/x.jpg`), which is the site's CMS_MEDIA_URL.
 * The site serves both from its own `/uploads/` (lib/cms/media-proxy). The absolute form is turned
 * into the site's path here, on every GraphQL answer before it enters the request's Apollo cache
 * (and the content cache): that cache is what the page carries to the browser (__APOLLO_STATE__),
 * so the server's render and the browser's hydration map the same path, and the browser never
 * needs CMS_MEDIA_URL (a setting it does not have) nor sees the store's host.
 */

/**
 * `<base>/uploads/x.jpg` as the site's own `/uploads/x.jpg`; any other URL (another host, another
 * folder of the store, a path that leaves `/uploads/` once resolved) unchanged. `base` is
 * CMS_MEDIA_URL: an origin, or an origin and a path (a path-style bucket URL).
 */
export function siteMediaUrl(url: string, base: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  let target: URL;
  let store: URL;
  try {
    target = new URL(url);
    store = new URL(`${base.replace(/\/+$/, '')}${UPLOADS_PREFIX}`);
  } catch {
    return url;
  }
  if (target.origin !== store.origin || !target.pathname.startsWith(store.pathname)) return url;
  const storePath = store.pathname.slice(0, -UPLOADS_PREFIX.length);
  return `${target.pathname.slice(storePath.length)}${target.search}${target.hash}`;
}

const UPLOAD_FILE = 'UploadFile';

/**
 * `data` with the `url` of every media object (`__typename` UploadFile, which Apollo asks for in
 * every selection) through siteMediaUrl. Objects and arrays are copied only where something
 * changed; with nothing to change (the local provider's paths) `data` itself comes back.
 */
export function withSiteMediaUrls<T>(data: T, base: string): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null;
      value.forEach((item, index) => {
        const next = visit(item);
        if (next !== item) (copy ??= [...value])[index] = next;
      });
      return copy ?? value;
    }
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(record)) {
      const next =
        key === 'url' && record.__typename === UPLOAD_FILE && typeof item === 'string'
          ? siteMediaUrl(item, base)
          : visit(item);
      if (next !== item) (copy ??= { ...record })[key] = next;
    }
    return copy ?? value;
  };
  return visit(data) as T;
}

/**
 * The link that applies withSiteMediaUrls to every answer of a server client (published and draft
 * reads alike), between the content cache and the CMS: a cached answer is already in the site's
 * form. CMS_MEDIA_URL (else CMS_URL) is read when the client is made.
 */
export function createMediaUrlLink(base = mediaBaseUrl()): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const data = (result as { data?: unknown }).data;
        if (data == null) return result;
        const rewritten = withSiteMediaUrls(data, base);
        return rewritten === data ? result : { ...result, data: rewritten };
      }),
    ),
  );
}
