/**
 * `global::request-log` (config/middlewares.ts), in place of Strapi's `strapi::logger`: one line per
 * request in the CMS's log (src/lib/logging.ts), with the request's id, method, path, status and
 * duration, like the site's. Never a header, a cookie, a body or the query string: the path is
 * logged without it (a query may hold tokens, or filters with e-mail addresses).
 *
 * The id is the caller's X-Request-Id when it looks like one (a load balancer's or a proxy's), a fresh UUID
 * otherwise; it is answered in the X-Request-Id header and carried by every line written while the
 * request is answered.
 */
import type { Core } from '@strapi/strapi';
import { randomUUID } from 'crypto';

/** What an X-Request-Id from outside may look like to be kept: no spaces, quotes or markup. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's id when it is one, a fresh UUID otherwise. */
export const requestIdOf = (header: string | undefined): string =>
  header !== undefined && REQUEST_ID.test(header) ? header : randomUUID();

/** A URL's path without its query string or fragment, at most 300 characters (as the site logs it). */
export const pathOnly = (url: string): string => url.split(/[?#]/, 1)[0].slice(0, 300);

interface Context {
  method: string;
  originalUrl: string;
  status: number;
  state: Record<string, unknown>;
  get(field: string): string;
  set(field: string, value: string): void;
}

const requestLog =
  (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<unknown>) => {
    const started = performance.now();
    const reqId = requestIdOf(ctx.get('x-request-id'));
    ctx.state.reqId = reqId;
    ctx.set('X-Request-Id', reqId);
    let status: number | undefined;
    try {
      await next();
    } catch (error) {
      // strapi::errors (after this middleware) answers errors itself; what escapes it is a 500.
      const given = (error as { status?: unknown }).status;
      status = typeof given === 'number' ? given : 500;
      throw error;
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const method = ctx.method;
      const path = pathOnly(ctx.originalUrl);
      status ??= ctx.status;
      strapi.log.info({ message: `${method} ${path} (${ms} ms) ${status}`, reqId, method, path, status, ms });
    }
  };

export default requestLog;
