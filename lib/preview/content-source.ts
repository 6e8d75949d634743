import { createContext, useContext, useMemo } from 'react';

/**
 * Click-to-edit in the CMS admin's preview (docs/architecture.md, "Editors and preview"): in draft
 * mode every CMS text and image the site renders carries `data-strapi-source`, naming its document,
 * model and field path, which Strapi's preview script turns into a double-click editor.
 *
 * What lives here is all a visitor's page carries of it, and for a visitor it does nothing: no
 * object has a place (the draft-only module `content-places.ts` gives them one), so mappers find no
 * sources and `editable` adds no attribute. The code that places data, talks to the admin and runs
 * its script is a chunk loaded in draft mode only (components/layout/VisualEditing.tsx).
 */

/** Where an object of a CMS answer sits: its document, and its path inside it ('' for the document). */
export interface ContentPlace {
  documentId: string;
  /** The content type's uid, e.g. `api::blog-post.blog-post`. */
  model: string;
  path: string;
}

/**
 * The key under which a placed object keeps its place: a non-enumerable property, so spreading or
 * serialising the object never copies it.
 */
export const PLACE = '__contentPlace';

/** A view's sources: for each of its CMS-backed fields, the field's place (without its type). */
export type FieldSources<K extends string = string> = { readonly [key in K]?: string };

/** What the admin's script reads as the field's kind; only `media` and `richtext` change what the site does. */
export type FieldType = 'string' | 'text' | 'richtext' | 'media';

export function placeOf(raw: unknown): ContentPlace | undefined {
  return raw !== null && typeof raw === 'object'
    ? ((raw as Record<string, unknown>)[PLACE] as ContentPlace | undefined)
    : undefined;
}

/** A field's place as the admin reads it (URL search params, as Strapi's own content source maps). */
export function sourceOf(place: ContentPlace, field: string): string {
  const path = place.path && field ? `${place.path}.${field}` : place.path || field;
  return new URLSearchParams({
    documentId: place.documentId,
    path,
    model: place.model,
    kind: 'collectionType',
  }).toString();
}

/**
 * The sources of a CMS object's fields, by the view's names for them (`{ title: 'Title' }`), or
 * undefined when the object has no place (every visitor's page). Mappers put the result in their
 * view as `src`; components hand it to `editable`. A field left empty has no source: what shows in
 * its place is the site's own wording ('Subscribe', 'Read more'), not the CMS's to edit.
 */
export function fieldSources<K extends string>(
  raw: unknown,
  fields: { readonly [key in K]: string },
): FieldSources<K> | undefined {
  const place = placeOf(raw);
  if (!place) return undefined;
  const values = raw as Readonly<Record<string, unknown>>;
  const sources: { [key in K]?: string } = {};
  for (const key in fields) {
    const value = values[fields[key]];
    if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) continue;
    sources[key] = sourceOf(place, fields[key]);
  }
  return sources;
}

/** The source of a whole placed object: a media field's file (its place is the field). */
export function objectSource(raw: unknown): string | undefined {
  const place = placeOf(raw);
  return place && sourceOf(place, '');
}

export const SOURCE_ATTRIBUTE = 'data-strapi-source';

/**
 * The attribute the admin's script looks for, on the element that holds exactly the field's value
 * (its only child: the script replaces that text while the editor types). Nothing without a source.
 */
export function editable(
  source: string | undefined,
  type: FieldType = 'string',
): { [SOURCE_ATTRIBUTE]: string } | undefined {
  return source ? { [SOURCE_ATTRIBUTE]: `${source}&type=${type}` } : undefined;
}

/**
 * Draft mode provides the function that places a CMS answer's objects (usePageQuery applies it);
 * null on a visitor's page, where answers are read as they are.
 */
export const ContentPlacesContext = createContext<(<T>(data: T) => T) | null>(null);

/** A CMS answer with its objects placed, in draft mode; the answer itself otherwise. */
export function usePlacedContent<T>(data: T): T {
  const place = useContext(ContentPlacesContext);
  return useMemo(() => (place && data ? place(data) : data), [place, data]);
}

/**
 * Values the editor is typing in the admin that the site renders itself (rich text: Markdown),
 * by source, in draft mode only.
 */
export const LiveFieldsContext = createContext<Readonly<Record<string, string | null>> | null>(null);

/** The editor's unsaved value of a field while they type, when there is one. */
export function useLiveField(source: string | undefined): string | null | undefined {
  const live = useContext(LiveFieldsContext);
  return source && live && Object.hasOwn(live, source) ? live[source] : undefined;
}
