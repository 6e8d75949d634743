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
 * Where an `/uploads/...` request goes on the CMS, or null when the path would leave the uploads
 * folder once resolved (`/uploads/%2e%2e/admin` is `/admin` to a URL parser).
 */
export function cmsUploadUrl(pathname: string, search = ''): URL | null {
  if (!isUploadPath(pathname)) return null;
  const target = new URL(`${pathname}${search}`, `${mediaBaseUrl()}/`);
  return target.pathname.startsWith(UPLOADS_PREFIX) ? target : null;
}
