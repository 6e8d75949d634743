import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * REST reads of our content (`GET /api/<type>`, `/api/<type>/:id`) only with an API token.
 *
 * The site reads content over GraphQL only, where the limits of graphql-limits.ts bound what one
 * query may cost. The public role's find/findOne permissions, which GraphQL's resolvers check, also
 * open the REST routes, where nothing bounds `populate` or the page size (a seven-level
 * `LinkedBlogs` populate answered 1.37 MB in 0.4 s). So every GET route of every API (src/api) is
 * refused, 403 as Strapi refuses a permission the caller lacks, unless the request carries an API
 * token (the site's preview token reads over GraphQL, and keeps REST). Writes are the routes' own
 * business: the newsletter route (a POST with its create-only token) stays as it is.
 *
 * In `register`, before the routes are mounted; returns how many routes were guarded.
 */
const API_TOKEN_STRATEGY = 'content-api-token';

interface Route {
  method: string;
  path: string;
  config?: { middlewares?: unknown[] };
}
interface Router {
  routes?: Route[];
}
type RouterInput = Router | ((context: { strapi: Core.Strapi }) => Router);

type Context = { state: { auth?: { strategy?: { name?: string } } } };

async function apiTokenOnly(ctx: Context, next: () => Promise<unknown>) {
  if (ctx.state.auth?.strategy?.name !== API_TOKEN_STRATEGY) {
    throw new errors.ForbiddenError('Content is read through GraphQL; REST reads need an API token');
  }
  return next();
}

/** Puts apiTokenOnly first on each GET route of the router; answers how many. */
function guard(router: Router): number {
  const reads = (router.routes ?? []).filter((route) => route.method.toUpperCase() === 'GET');
  for (const route of reads) {
    route.config = { ...route.config, middlewares: [apiTokenOnly, ...(route.config?.middlewares ?? [])] };
  }
  return reads.length;
}

export function requireApiTokenForRestReads(strapi: Core.Strapi): number {
  let guarded = 0;
  for (const api of Object.values(strapi.apis) as unknown as { routes: Record<string, RouterInput> }[]) {
    for (const [name, input] of Object.entries(api.routes ?? {})) {
      if (typeof input === 'function') {
        // A router factory (Strapi calls it when it mounts the routes): guarded when it is called.
        api.routes[name] = (context) => {
          const router = input(context);
          guard(router);
          return router;
        };
      } else {
        guarded += guard(input);
      }
    }
  }
  return guarded;
}
