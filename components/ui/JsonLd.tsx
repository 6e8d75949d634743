import { createContext, useContext } from 'react';

/** A page's structured data, by slot (`id`), as its server render gathers it. */
export type StructuredData = Map<string, object>;

/**
 * Where the server render gathers the page's structured data: pages/_document.tsx provides one per
 * render and writes what it holds into the document's `<head>`. Nothing
 * provides it in the browser, where structured data has no reader: search engines read it from the
 * page as served, and in the browser's bundle the builders (lib/seo/structured-data) are a stub
 * that builds nothing (lib/stubs/structured-data.js, next.config.js), so they are not in a
 * visitor's JavaScript at all.
 */
export const StructuredDataContext = createContext<StructuredData | null>(null);

/**
 * One structured-data object of the page, for its `<head>` as `<script type="application/ld+json">`.
 * `id` names its slot: a page has one object per slot (a later one with the same id replaces it),
 * so two lists of blocks cannot give a page two FAQPage objects. Renders nothing itself.
 */
export default function JsonLd({ id, data }: { id: string; data: object | null | undefined | false }) {
  const gathered = useContext(StructuredDataContext);
  if (gathered && data) gathered.set(id, data);
  return null;
}
