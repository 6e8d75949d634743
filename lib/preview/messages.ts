/** docs/content-rules.md §4, §9: the message types that make a framed page reload its data. */
export const PREVIEW_MESSAGE_TYPES = ['strapiUpdate', 'didSaveEntry', 'preview:update'] as const;
export type PreviewMessageType = (typeof PREVIEW_MESSAGE_TYPES)[number];

/**
 * Origins of the content system that may frame the site and send preview messages (docs/content-rules.md §6):
 * local development hosts, the CMS origin the site is configured with, and any listed in
 * CMS_ADMIN_ORIGINS (the development, production and cloud-hosted content hosts of a deployment).
 */
export function previewOrigins(cmsPublicUrl: string | undefined, configured: string | undefined): string[] {
  const origins = new Set(['http://localhost:1337', 'http://127.0.0.1:1337']);
  for (const value of [cmsPublicUrl, ...(configured ?? '').split(',')]) {
    const candidate = value?.trim();
    if (!candidate) continue;
    try {
      origins.add(new URL(candidate).origin);
    } catch {
      // not a URL: ignored rather than trusted
    }
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
