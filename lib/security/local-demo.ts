import { environment } from '@/lib/cms/env';

/**
 * The local demo: `ENVIRONMENT` unset, empty or `development` (`npm run dev`, or `npm run build && npm
 * start` on a fresh clone). The same rule as the site's demo defaults (lib/cms/env.ts `environment()`). Only there
 * may the site trust what is local by nature: the demo's admin at http://localhost:1337 framing it
 * (lib/preview/messages.ts), the public demo secrets from this machine (./demo-secret.ts). Staging
 * and production (any other value) get none of it.
 */
export const isLocalDemo = (env: Record<string, string | undefined> = process.env): boolean =>
  environment(env) === 'development';
