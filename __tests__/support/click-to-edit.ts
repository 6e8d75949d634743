import { placeContent } from '@/lib/preview/content-places';
import { placeOf, SOURCE_ATTRIBUTE } from '@/lib/preview/content-source';

/**
 * Click-to-edit checks for component tests (docs/architecture.md, "Editors and preview"): render a
 * view mapped from a placed CMS answer (as draft mode does) and from the answer as it is (as a
 * visitor gets it), then compare what shows with what is marked.
 */

export { placeContent };

/**
 * An object as Apollo reads it, with its __typename (the generated types carry it only where a
 * query selects it); placing needs it to tell documents, components and media apart.
 */
export const withTypename = <T extends object>(__typename: string, value: T): T => ({ __typename, ...value });

interface ShownField {
  documentId: string;
  path: string;
  value: string;
}

const normalise = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Every string field of a placed answer, with its document and path. */
function stringFields(value: unknown, out: ShownField[] = []): ShownField[] {
  if (Array.isArray(value)) {
    for (const item of value) stringFields(item, out);
  } else if (value !== null && typeof value === 'object') {
    const place = placeOf(value);
    for (const [key, field] of Object.entries(value)) {
      if (place && typeof field === 'string' && key !== '__typename' && key !== 'documentId') {
        const path = place.path ? `${place.path}.${key}` : key;
        out.push({ documentId: place.documentId, path, value: normalise(field) });
      } else stringFields(field, out);
    }
  }
  return out;
}

const sourceOfElement = (element: Element) => new URLSearchParams(element.getAttribute(SOURCE_ATTRIBUTE) ?? '');

/**
 * The CMS values the page shows as an element's whole text that no marked element shows with a
 * field holding that value: what an editor could not double-click. Empty when every shown text is
 * editable. A value shown twice (the title again in the breadcrumb) needs one marked place; text
 * shown inside a longer sentence, or changed on the way ("#TAG" from "tag"), is outside this check:
 * mark it all the same.
 */
export function unmarkedFields(container: Element, placed: unknown): string[] {
  const fields = stringFields(placed).filter((field) => field.value.length >= 2);
  const valueOf = new Map(fields.map((field) => [`${field.documentId} ${field.path}`, field.value]));
  const elements = [...container.querySelectorAll('*')].filter((element) => !element.closest('title, script, style'));
  const shownTexts = new Set(elements.map((element) => normalise(element.textContent ?? '')));
  const editableTexts = new Set(
    elements.flatMap((element) => {
      if (!element.hasAttribute(SOURCE_ATTRIBUTE)) return [];
      const source = sourceOfElement(element);
      const value = valueOf.get(`${source.get('documentId')} ${source.get('path')}`);
      return value !== undefined && value === normalise(element.textContent ?? '') ? [value] : [];
    }),
  );
  const missing = fields.filter((field) => shownTexts.has(field.value) && !editableTexts.has(field.value));
  return [...new Set(missing.map((field) => `${field.path} (${field.documentId}): "${field.value}"`))];
}

/** Every marked element, as "path=text" lines: its field and what it shows (media: the file). */
export function markedFields(container: Element): string[] {
  return [...container.querySelectorAll(`[${SOURCE_ATTRIBUTE}]`)].map((element) => {
    const source = sourceOfElement(element);
    const shows =
      element.tagName === 'IMG'
        ? decodeURIComponent(element.getAttribute('src') ?? '').replace(/^.*\/uploads\/([^?&]+).*$/, '$1')
        : normalise(element.textContent ?? '');
    return `${source.get('path')}=${shows}`;
  });
}

/** The elements a visitor's render marks: there must be none. */
export const markedElements = (container: Element) => container.querySelectorAll(`[${SOURCE_ATTRIBUTE}]`).length;

/**
 * A block's raw fragment placed as the admin would address it: the first block of a document's
 * dynamic zone (`Blocks.0.…`). Give every object of `raw` its __typename, as GraphQL does.
 */
export function placedBlock<T extends object>(raw: T, documentId = 'page-1'): T {
  return placeContent({ __typename: 'ProductV2', documentId, Blocks: [raw] }).Blocks[0] as T;
}
