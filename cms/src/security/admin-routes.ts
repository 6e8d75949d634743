import type { Core } from '@strapi/strapi';

export interface AdminRoute {
  method: string;
  path: string;
  config?: { policies?: unknown[]; middlewares?: unknown[] };
}

type Routers = Record<string, { routes?: AdminRoute[] } | AdminRoute[]> | AdminRoute[];

/**
 * One of Strapi's own admin routes, found by method and path so that a policy or middleware can be
 * added to it (in `register`, before the routes are mounted). Throws when Strapi no longer has it,
 * so an upgrade that moves a guarded route fails at start instead of leaving it unguarded.
 */
export function findAdminRoute(strapi: Core.Strapi, owner: 'admin' | string, method: string, path: string): AdminRoute {
  const routers = (owner === 'admin' ? strapi.admin?.routes : strapi.plugin(owner).routes) as unknown as Routers;
  const routes = (Array.isArray(routers) ? [routers] : Object.values(routers ?? {})).flatMap((router) =>
    Array.isArray(router) ? router : (router.routes ?? []),
  );
  const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
  if (!route) throw new Error(`${owner} has no route ${method} ${path} to guard (Strapi changed?)`);
  return route;
}
