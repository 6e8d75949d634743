import { SOURCE_ATTRIBUTE } from './content-source';

/**
 * Draft mode only (components/layout/VisualEditing.tsx): the site's side of Strapi's visual editing
 * in the admin's preview frame. Strapi 5's preview page waits for `previewReady` from the frame and
 * answers `strapiScript` with the script that highlights every `data-strapi-source` element and
 * opens an inline editor on double-click; while the editor types, the admin posts
 * `strapiFieldChange`. Message names are Strapi's public ones (content-manager, preview/utils/constants).
 */
export const PREVIEW_READY = 'previewReady';
export const STRAPI_SCRIPT = 'strapiScript';
export const STRAPI_FIELD_CHANGE = 'strapiFieldChange';

export interface AdminMessage {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * A message from the admin that frames this page, or null: it must come from the parent window and
 * from one of the allowed CMS origins (exact match), with an object payload.
 */
export function adminMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  parent: unknown,
  allowedOrigins: readonly string[],
): AdminMessage | null {
  if (event.source !== parent || !allowedOrigins.includes(event.origin)) return null;
  const data = event.data as { type?: unknown; payload?: unknown } | null;
  if (typeof data !== 'object' || data === null || typeof data.type !== 'string') return null;
  const payload = data.payload;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  return { type: data.type, payload: payload as Record<string, unknown> };
}

/**
 * Tells the admin the page is ready for its script. The admin's origin is one of the allowed ones
 * (the frame cannot read its parent's): each gets the message addressed to it exactly, so only a
 * parent of that origin receives it.
 */
export function announceReady(parent: Pick<Window, 'postMessage'>, allowedOrigins: readonly string[]) {
  for (const origin of allowedOrigins) parent.postMessage({ type: PREVIEW_READY }, origin);
}

declare global {
  interface Window {
    /** Read by Strapi's preview script: no decoder fetched from a public CDN (the site marks fields itself). */
    STRAPI_DISABLE_STEGA_DECODING?: boolean;
  }
}

/**
 * Runs the admin's preview script under the page's Content-Security-Policy: an inline script with
 * the page's nonce, and the `<style>` it adds to the head given the nonce too (the policy allows no
 * style element without one). Strapi's steganography decoder, which it would import from a public
 * CDN, is switched off first: the site's elements carry their sources as attributes already.
 */
export function runPreviewScript(script: string, nonce: string | undefined, doc: Document = document) {
  const view = doc.defaultView;
  if (view) view.STRAPI_DISABLE_STEGA_DECODING = true;
  giveStylesTheNonce(doc.head, nonce);
  const element = doc.createElement('script');
  if (nonce) element.nonce = nonce;
  element.textContent = script;
  doc.head.appendChild(element);
}

const stamped = new WeakSet<HTMLElement>();

function giveStylesTheNonce(head: HTMLHeadElement, nonce: string | undefined) {
  if (!nonce || stamped.has(head)) return;
  stamped.add(head);
  const append = head.appendChild.bind(head);
  head.appendChild = <T extends Node>(node: T): T => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
    return append(node);
  };
}

/** What the admin sends while the editor types: the field's path in the edited document, its value and kind. */
export interface FieldChange {
  field: string;
  value: unknown;
  type?: string;
}

export function fieldChange(payload: Record<string, unknown>): FieldChange | null {
  return typeof payload.field === 'string' && payload.field
    ? { field: payload.field, value: payload.value, type: typeof payload.type === 'string' ? payload.type : undefined }
    : null;
}

/** The marked elements of one field of one document (the exact path, where Strapi's script matches a prefix). */
function elementsOf(doc: Document, field: string, documentId: string | undefined): [HTMLElement, URLSearchParams][] {
  return [...doc.querySelectorAll<HTMLElement>(`[${SOURCE_ATTRIBUTE}]`)].flatMap((element) => {
    const source = new URLSearchParams(element.getAttribute(SOURCE_ATTRIBUTE) ?? '');
    const matches = source.get('path') === field && (!documentId || source.get('documentId') === documentId);
    return matches ? [[element, source] as [HTMLElement, URLSearchParams]] : [];
  });
}

/** A media value's URL the page may show: a path of the site (its /uploads/ proxy) or an http(s) URL. */
function mediaUrl(value: unknown): string | null {
  const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : null;
  if (typeof url !== 'string') return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * Shows what the editor is typing in the fields of the edited document: plain text replaces the
 * marked element's text (it holds nothing else), an image shows the chosen file; rich text, which
 * the site renders from Markdown, is returned by source for React to render. Fields of other
 * documents that share the path (a linked post's title) are left alone.
 */
export function applyFieldChange(
  doc: Document,
  change: FieldChange,
  documentId: string | undefined,
): Record<string, string | null> {
  const rich: Record<string, string | null> = {};
  // A multi-media field's images share its path: the nth image shows the nth file.
  let mediaIndex = 0;
  for (const [element, source] of elementsOf(doc, change.field, documentId)) {
    const type = change.type ?? source.get('type');
    if (type === 'richtext' || source.get('type') === 'richtext') {
      source.delete('type');
      rich[source.toString()] = typeof change.value === 'string' ? change.value : null;
    } else if (type === 'media' || element instanceof HTMLImageElement) {
      if (!(element instanceof HTMLImageElement)) continue;
      const url = mediaUrl(Array.isArray(change.value) ? change.value[mediaIndex++] : change.value);
      element.removeAttribute('srcset');
      element.style.visibility = url ? '' : 'hidden';
      if (url) element.src = url;
    } else {
      element.textContent = change.value == null ? '' : String(change.value);
    }
  }
  return rich;
}

/** A field of another document than the one being edited (the menu, the footer, a tile's text). */
export interface SharedField {
  documentId: string;
  /** The content type's uid (`api::brand-setting.brand-setting`). */
  model: string;
  path: string;
}

/**
 * The marked field an editor double-clicked, when it belongs to another document than the one the
 * preview was opened for: Strapi's own answer there is only "This field comes from a different
 * document". `elements` are the ones under the pointer, topmost first (the admin's highlight layer
 * covers the page: the marked element is further down).
 */
export function sharedFieldAt(elements: readonly Element[], editing: string | undefined): SharedField | null {
  for (const element of elements) {
    const marked = element.closest(`[${SOURCE_ATTRIBUTE}]`);
    if (!marked) continue;
    const source = new URLSearchParams(marked.getAttribute(SOURCE_ATTRIBUTE) ?? '');
    const documentId = source.get('documentId');
    const model = source.get('model');
    if (!documentId || !model || !/^api::[a-z0-9-]+\.[a-z0-9-]+$/.test(model)) return null;
    return documentId === editing ? null : { documentId, model, path: source.get('path') ?? '' };
  }
  return null;
}

/** What editors call a content type (the admin's display names), by its uid. */
const MODEL_NAMES: Readonly<Record<string, string>> = {
  'api::brand-setting.brand-setting': 'Brand site settings',
  'api::product-v2.product-v2': 'Product v2',
  'api::product.product': 'Product (legacy)',
  'api::static-page-v2.static-page-v2': 'Static page',
};

/** The admin's name for a content type: `api::travel-guide.travel-guide` → "Travel guide". */
export function modelName(model: string): string {
  const known = MODEL_NAMES[model];
  if (known) return known;
  const name = model.split('.').pop() ?? model;
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The entry's edit view in the admin at `adminOrigin`. */
export function adminEntryUrl(adminOrigin: string, field: Pick<SharedField, 'model' | 'documentId'>): string {
  return `${adminOrigin}/admin/content-manager/collection-types/${field.model}/${encodeURIComponent(field.documentId)}`;
}
