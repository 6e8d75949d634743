/**
 * The preview messages a framed page listens to, in the browser (usePreviewRefresh). Which origins
 * may send them is decided on the server, from its settings (./messages `previewOrigins`), and
 * comes with the page; nothing here reads a setting, so none ships to a visitor.
 */

/** docs/content-rules.md §4, §9: the message types that make a framed page reload its data. */
export const PREVIEW_MESSAGE_TYPES = ['strapiUpdate', 'didSaveEntry', 'preview:update'] as const;

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
