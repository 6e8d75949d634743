/**
 * The local demo: `ENVIRONMENT` unset or `development` (`npm run dev`, or `npm run build && npm
 * start` on a fresh clone). The same rule as the site's demo defaults in lib/cms/env.ts. Only there
 * may the site trust what is local by nature: the demo's admin at http://localhost:1337 framing it
 * (lib/preview/messages.ts), the public demo secrets from this machine (./demo-secret.ts). Staging
 * and production (any other value) get none of it.
 */
export const isLocalDemo = (env: Readonly<Record<string, string | undefined>> = process.env): boolean =>
  !env.ENVIRONMENT || env.ENVIRONMENT === 'development';
