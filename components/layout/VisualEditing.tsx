import { useEffect, useRef, useState, type ReactNode } from 'react';
import { placeContent } from '@/lib/preview/content-places';
import { ContentPlacesContext, LiveFieldsContext } from '@/lib/preview/content-source';
import { isInFrame } from '@/lib/preview/frame';
import {
  adminEntryUrl,
  adminMessage,
  announceReady,
  applyFieldChange,
  fieldChange,
  modelName,
  runPreviewScript,
  sharedFieldAt,
  STRAPI_FIELD_CHANGE,
  STRAPI_SCRIPT,
  type SharedField,
} from '@/lib/preview/visual-editing';
import { pageNonce } from '@/lib/page-nonce';

/** The brand of the page's props, when they name it (every CMS page's do). */
const brandOf = (page: unknown): string | null => {
  const name = (page as { site?: { brand?: { name?: unknown } } } | null)?.site?.brand?.name;
  return typeof name === 'string' ? name : null;
};

const NO_LIVE_FIELDS: Readonly<Record<string, string | null>> = {};

/**
 * Click-to-edit inside the CMS admin's preview, in draft mode only: _app renders it around the
 * page when the page shows drafts, through next/dynamic, so its code is a chunk no visitor loads.
 *
 * - Every CMS answer the page reads is placed (lib/preview/content-places): mappers find each
 *   field's document and path, and components mark what they render with `data-strapi-source`.
 * - In the admin's frame it announces itself (`previewReady`, to the allowed CMS origins only),
 *   runs the script the admin answers with (from those origins and the parent window only, under
 *   the page's CSP nonce, no public CDN), and shows what the editor types: plain text and images in
 *   place, rich text rendered by the site. A save makes the admin post strapiUpdate, which reloads
 *   the page's data (usePreviewRefresh), and what was typed is then the page's own data.
 */
export default function VisualEditing({
  origins,
  documentId,
  page,
  children,
}: {
  /** The CMS admin origins allowed to talk to this frame. */
  origins: readonly string[];
  /** The document the admin is editing (its preview opened this session). */
  documentId: string | undefined;
  /** The page's props: new ones mean new server data, which replaces what was typed. */
  page: unknown;
  children: ReactNode;
}) {
  // What the editor typed belongs to the page data it was typed over: new data (a save, another
  // page) shows as it is.
  const [typed, setTyped] = useState({ page, fields: NO_LIVE_FIELDS });
  const live = typed.page === page ? typed.fields : NO_LIVE_FIELDS;
  const current = useRef({ origins, documentId, page });
  // The admin that sent its script: entries of other documents open there.
  const adminOrigin = useRef<string | null>(null);
  const [shared, setShared] = useState<(SharedField & { url: string; top: number; left: number }) | null>(null);
  const hint = useRef<HTMLDivElement>(null);
  useEffect(() => {
    current.current = { origins, documentId, page };
  });

  useEffect(() => {
    if (!isInFrame()) return;
    // Registered before the admin's script runs, so this sees the editor's changes first and keeps
    // the script from writing them into other documents' fields that share the path.
    const onMessage = (event: MessageEvent) => {
      const message = adminMessage(event, window.parent, current.current.origins);
      if (!message) return;
      if (message.type === STRAPI_SCRIPT && typeof message.payload.script === 'string') {
        adminOrigin.current = event.origin;
        runPreviewScript(message.payload.script, pageNonce());
      } else if (message.type === STRAPI_FIELD_CHANGE) {
        event.stopImmediatePropagation();
        const change = fieldChange(message.payload);
        if (!change) return;
        const rich = applyFieldChange(document, change, current.current.documentId);
        if (!Object.keys(rich).length) return;
        const typedOver = current.current.page;
        setTyped((previous) => ({
          page: typedOver,
          fields: { ...(previous.page === typedOver ? previous.fields : NO_LIVE_FIELDS), ...rich },
        }));
      }
    };
    // A double-click on a field of another document (the menu, the footer, another entry's tile):
    // instead of the admin's "This field comes from a different document", say which entry it is
    // and link to it. Registered before the admin's script, on the window's capture phase, so the
    // admin's highlight never gets this double-click.
    const onDoubleClick = (event: MouseEvent) => {
      const under =
        typeof document.elementsFromPoint === 'function'
          ? document.elementsFromPoint(event.clientX, event.clientY)
          : [];
      const target = event.target instanceof Element ? [event.target] : [];
      const field = sharedFieldAt([...target, ...under], current.current.documentId);
      if (!field) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      const origin = adminOrigin.current ?? current.current.origins[0];
      if (!origin) return;
      setShared({
        ...field,
        url: adminEntryUrl(origin, field),
        top: Math.min(event.clientY + 12, window.innerHeight - 160),
        left: Math.max(8, Math.min(event.clientX - 40, window.innerWidth - 336)),
      });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && hint.current?.contains(event.target))) setShared(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShared(null);
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('dblclick', onDoubleClick, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown);
    announceReady(window.parent, current.current.origins);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('dblclick', onDoubleClick, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <ContentPlacesContext.Provider value={placeContent}>
      <LiveFieldsContext.Provider value={live}>{children}</LiveFieldsContext.Provider>
      {shared ? (
        <div
          ref={hint}
          role="dialog"
          aria-label="Where this text is edited"
          style={{
            position: 'fixed',
            top: shared.top,
            left: shared.left,
            zIndex: 2147483647,
            width: 320,
            padding: '12px 16px',
            background: '#fff',
            color: '#212134',
            border: '1px solid #dcdce4',
            borderRadius: 4,
            boxShadow: '0 2px 15px rgba(33, 33, 52, 0.15)',
            font: '14px/1.45 system-ui, sans-serif',
          }}
        >
          <p style={{ margin: '0 0 8px' }}>
            {shared.model === 'api::brand-setting.brand-setting'
              ? `This text is in ${brandOf(page) ? `${brandOf(page)}’s` : 'the brand’s'} site settings (Brand site settings), shared by every page of the site, not in this entry.`
              : `This text is in another entry (${modelName(shared.model)}), not in this one.`}
          </p>
          <a href={shared.url} target="_blank" rel="noopener noreferrer" style={{ color: '#4945ff', fontWeight: 600 }}>
            Open the {modelName(shared.model)} entry in a new tab
          </a>
        </div>
      ) : null}
    </ContentPlacesContext.Provider>
  );
}
