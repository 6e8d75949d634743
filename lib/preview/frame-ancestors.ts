import { previewOrigins } from './messages';

/**
 * Who may frame the site: itself and the CMS admin (docs/content-rules.md §6's allow-list: local development
 * hosts, the configured CMS origin, CMS_ADMIN_ORIGINS). Sent as CSP frame-ancestors on every
 * response; no X-Frame-Options, which would contradict it.
 */
export function frameAncestorsPolicy(env: NodeJS.ProcessEnv = process.env): string {
  const origins = previewOrigins(env.CMS_PUBLIC_URL || env.CMS_URL || 'http://localhost:1337', env.CMS_ADMIN_ORIGINS);
  return `frame-ancestors 'self' ${origins.join(' ')}`;
}
