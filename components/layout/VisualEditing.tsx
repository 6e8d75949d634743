import { useEffect, useRef, useState, type ReactNode } from 'react';
import { placeContent } from '@/lib/preview/content-places';
import { ContentPlacesContext, LiveFieldsContext } from '@/lib/preview/content-source';
import { isInFrame } from '@/lib/preview/frame';
import {
  adminMessage,
  announceReady,
  applyFieldChange,
  fieldChange,
  runPreviewScript,
  STRAPI_FIELD_CHANGE,
  STRAPI_SCRIPT,
} from '@/lib/preview/visual-editing';
import { pageNonce } from '@/lib/page-nonce';

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
    window.addEventListener('message', onMessage);
    announceReady(window.parent, current.current.origins);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <ContentPlacesContext.Provider value={placeContent}>
      <LiveFieldsContext.Provider value={live}>{children}</LiveFieldsContext.Provider>
    </ContentPlacesContext.Provider>
  );
}
