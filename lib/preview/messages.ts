import { setting } from '@/lib/cms/env';
import { isLocalDemo } from '@/lib/security/local-demo';

// What the browser needs of the preview messages has no settings in it (./refresh-messages).
export { isPreviewRefreshMessage, PREVIEW_MESSAGE_TYPES } from './refresh-messages';

/** Where the local demo's admin runs (`npm run dev`: Strapi on port 1337). */
const LOCAL_ADMIN_ORIGINS = ['http://localhost:1337', 'http://127.0.0.1:1337'];

/** The origin of a URL, or null for anything that is not one (ignored rather than trusted). */
function originOf(value: string | undefined): string | null {
  const candidate = value?.trim();
  if (!candidate) return null;
  try {
    const { origin } = new URL(candidate);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Origins of the content system that may frame the site and send preview messages (docs/content-rules.md §6):
 * the CMS admin's public origin (CMS_PUBLIC_URL) and any listed in `configured` (CMS_ADMIN_ORIGINS:
 * the development, production and cloud-hosted admins of a deployment). `cmsUrl` is the CMS as the
 * site knows it (CMS_PUBLIC_URL, else CMS_URL): outside the local demo it counts only when it is the
 * public origin, never the internal CMS_URL. Only the local demo (ENVIRONMENT unset or
 * `development`: lib/security/local-demo.ts) adds the demo's admin at http://localhost:1337 (and
 * 127.0.0.1) and CMS_URL, so staging and production name no localhost and no internal host.
 */
export function previewOrigins(
  cmsUrl: string | undefined,
  configured: string | undefined,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const local = isLocalDemo(env);
  const origins = new Set(local ? LOCAL_ADMIN_ORIGINS : []);
  const known = originOf(cmsUrl);
  const publicUrl = setting('CMS_PUBLIC_URL', env);
  if (known && (local || known === originOf(publicUrl))) origins.add(known);
  for (const value of [publicUrl, ...(configured ?? '').split(',')]) {
    const origin = originOf(value);
    if (origin) origins.add(origin);
  }
  return [...origins];
}
