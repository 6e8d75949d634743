import { siteUrlSetting, type Settings } from '../lib/env-defaults';
import { previewAllowedOrigins } from '../preview/site-origin';

/**
 * Who may read the CMS's answers from a browser (CORS): the site's origins and the admin's own,
 * nobody else. Strapi's default reflects any Origin, and its GraphQL route adds its own CORS with
 * `*`; both are pinned to this list (config/middlewares.ts, config/plugins.ts).
 *
 * - The site: SITE_URL, locally each `<brand>.localhost` host on its port, and every origin of
 *   PREVIEW_ALLOWED_ORIGINS (in production every brand's domain).
 * - The admin: PUBLIC_URL's origin; without one, Strapi's own http://localhost:CMS_PORT (and
 *   127.0.0.1). The admin is served by Strapi itself, so its requests are same-origin anyway.
 *
 * Patterns take one wildcard for the leading labels of a host (`http://*.localhost:3000`), as the
 * admin's preview frame list does.
 */
export function corsOrigins(setting: Settings): string[] {
  const site = previewAllowedOrigins(siteUrlSetting(setting));
  const configured = previewAllowedOrigins(siteUrlSetting(setting), setting('PREVIEW_ALLOWED_ORIGINS'));
  const port = setting.int('CMS_PORT', 1337);
  const publicUrl = setting('PUBLIC_URL');
  const admin = publicUrl && /^https?:\/\//i.test(publicUrl) ? [publicUrl] : [];
  if (!admin.length) admin.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  const origins = [...site, ...configured, ...admin].map(originOf).filter((origin): origin is string => !!origin);
  return [...new Set(origins)];
}

/** An origin (scheme, host, port) of a URL or pattern, lower-case; undefined when it is none. */
function originOf(value: string): string | undefined {
  const match = /^(https?):\/\/([^/:?#]+)(?::(\d+))?/i.exec(value.trim());
  if (!match) return undefined;
  const [, scheme, host, port] = match;
  const defaultPort = scheme.toLowerCase() === 'https' ? '443' : '80';
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${port && port !== defaultPort ? `:${port}` : ''}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a request's Origin header is one of these origins (or matches one of their patterns). */
export function corsOriginMatcher(origins: string[]): (origin: string | undefined) => boolean {
  const patterns = origins.map(
    (origin) => new RegExp(`^${escape(origin).replace(/^(https?:\/\/)\\\*\\\./, '$1(?:[a-z0-9-]+\\.)+')}$`),
  );
  return (origin) => {
    if (!origin) return false;
    const normalised = originOf(origin);
    return (
      normalised !== undefined && normalised === origin.toLowerCase() && patterns.some((re) => re.test(normalised))
    );
  };
}

/** Koa's request, as CORS middlewares get it. */
interface RequestContext {
  get(header: string): string;
}

/** strapi::cors's `origin`: the request's own Origin when it is allowed, else none. */
export const strapiCorsOrigin =
  (allowed: (origin: string | undefined) => boolean) =>
  (ctx: RequestContext): string[] => {
    const origin = ctx.get('Origin');
    return allowed(origin) ? [origin] : [];
  };

/** @koa/cors's `origin` (the GraphQL route's own CORS): the Origin when allowed, else '' (no header). */
export const koaCorsOrigin =
  (allowed: (origin: string | undefined) => boolean) =>
  (ctx: RequestContext): string => {
    const origin = ctx.get('Origin');
    return allowed(origin) ? origin : '';
  };
