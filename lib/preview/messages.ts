import { setting } from '@/lib/cms/env';
import { isLocalDemo } from '@/lib/security/local-demo';

/** docs/content-rules.md §4, §9: the message types that make a framed page reload its data. */
export const PREVIEW_MESSAGE_TYPES = ['strapiUpdate', 'didSaveEntry', 'preview:update'] as const;
export type PreviewMessageType = (typeof PREVIEW_MESSAGE_TYPES)[number];

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

/**
 * True only for a message from an allowed origin (exact match) whose data is an object with one of
 * the preview types. Nothing else about the message is used.
 */
export function isPreviewRefreshMessage(
  event: { origin: string; data: unknown },
  allowedOrigins: readonly string[],
): boolean {
  if (!allowedOrigins.includes(event.origin)) return false;
  const data = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && (PREVIEW_MESSAGE_TYPES as readonly string[]).includes(type);
}
