import { cmsAdminOrigins, cmsPublicUrl } from '@/lib/cms/env';
import { previewOrigins } from './messages';

/**
 * Who may frame the site: itself and the CMS admin (docs/content-rules.md §6's allow-list, ./messages.ts:
 * CMS_PUBLIC_URL and CMS_ADMIN_ORIGINS; in the local demo also the admin at http://localhost:1337
 * and CMS_URL). Sent as CSP frame-ancestors on every response; no X-Frame-Options, which would
 * contradict it. Outside the local demo with neither set, the site alone: no preview frame.
 */
export function frameAncestorsPolicy(env: NodeJS.ProcessEnv = process.env): string {
  // As the page loader names them to a draft page (lib/cms/page-loader.ts).
  const origins = previewOrigins(cmsPublicUrl(env), cmsAdminOrigins(env).join(','), env);
  return ["frame-ancestors 'self'", ...origins].join(' ');
}
