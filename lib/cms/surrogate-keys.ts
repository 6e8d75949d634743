import { createHash } from 'crypto';
import { Kind, type DocumentNode, type FieldNode, type ObjectValueNode, type ValueNode } from 'graphql';

/**
 * Surrogate keys (docs/architecture.md "Soft, precise purges"): what a CMS answer showed, so a
 * publish marks stale only what shows the changed document, as Varnish's xkey, Fastly's
 * Surrogate-Key and Next's revalidateTag do.
 *
 * - `d:<documentId>` for every document in an answer (every query selects its documents'
 *   documentId: a unit test holds every operation to it);
 * - `t:<model>` for a root field that lists a collection (a brand's blog posts, destinations, the
 *   menus): a newly published document of that model may join the list; and for a lookup (a page by
 *   its Slug or PageName) that found nothing: a document published with that address fills it.
 *
 * A lookup that found its document is not tagged by its model: publishing another blog post does
 * not touch every blog post's page.
 */

/**
 * The content type (Strapi's singularName, the webhook's `model`) each root field of our queries
 * reads. Strapi names a collection's GraphQL field after its pluralName (`products-v2` →
 * `productsV2`) and its single-document field after its singularName; a unit test checks this
 * table against cms/src/api and every operation of graphql/.
 */
export const ROOT_FIELD_MODELS: Readonly<Record<string, string>> = {
  blogPost: 'blog-post',
  blogPosts: 'blog-post',
  brandSettings: 'brand-setting',
  brands: 'brand',
  countries: 'country',
  destination: 'destination',
  destinations: 'destination',
  events: 'event',
  experience: 'experience',
  experiences: 'experience',
  jobPage: 'job-page',
  jobPages: 'job-page',
  newsItems: 'news-item',
  product: 'product',
  products: 'product',
  productV2: 'product-v2',
  productsV2: 'product-v2',
  sitemapPage: 'sitemap-page',
  sitemapPages: 'sitemap-page',
  staticPageV2: 'static-page-v2',
  staticPagesV2: 'static-page-v2',
  travelEssentials: 'travel-essential',
  travelGuide: 'travel-guide',
  travelGuides: 'travel-guide',
};

/** Fields whose equality filter names one page's document (a page's address). */
const ADDRESS_FIELDS = new Set(['Slug', 'PageName', 'documentId']);

/** Whether a root field's arguments pin one document: an `eq` on its address, or a documentId argument. */
function isLookup(field: FieldNode): boolean {
  for (const argument of field.arguments ?? []) {
    if (argument.name.value === 'documentId') return true;
    if (argument.name.value !== 'filters' || argument.value.kind !== Kind.OBJECT) continue;
    const pinned = (argument.value as ObjectValueNode).fields.some(
      (filter) =>
        ADDRESS_FIELDS.has(filter.name.value) &&
        filter.value.kind === Kind.OBJECT &&
        filter.value.fields.some((operator) => operator.name.value === 'eq' && isGiven(operator.value)),
    );
    if (pinned) return true;
  }
  return false;
}

const isGiven = (value: ValueNode) => value.kind !== Kind.NULL;

const rootFieldsCache = new WeakMap<DocumentNode, { key: string; model: string | null; lookup: boolean }[]>();

/** The root fields of a document's operation: their response key, model and whether each is a lookup. */
function rootFields(document: DocumentNode) {
  let fields = rootFieldsCache.get(document);
  if (!fields) {
    fields = [];
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      for (const selection of definition.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD || selection.name.value === '__typename') continue;
        fields.push({
          key: selection.alias?.value ?? selection.name.value,
          model: ROOT_FIELD_MODELS[selection.name.value] ?? null,
          lookup: isLookup(selection),
        });
      }
    }
    rootFieldsCache.set(document, fields);
  }
  return fields;
}

/** Every documentId in an answer. */
function collectDocuments(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectDocuments(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'documentId' && typeof item === 'string') into.add(`d:${item}`);
    else if (item && typeof item === 'object') collectDocuments(item, into);
  }
}

const isEmpty = (value: unknown) => value == null || (Array.isArray(value) && value.every((item) => item == null));

/** The surrogate keys of one CMS answer to `document`. */
export function answerTags(document: DocumentNode, data: unknown): string[] {
  const tags = new Set<string>();
  collectDocuments(data, tags);
  const answer = (data ?? {}) as Record<string, unknown>;
  for (const field of rootFields(document)) {
    // A root field we cannot name a model for: any publish may change it.
    if (!field.model) tags.add('t:*');
    else if (!field.lookup || isEmpty(answer[field.key])) tags.add(`t:${field.model}`);
  }
  return [...tags];
}

/** What a publish webhook changed, as surrogate keys; null when it cannot be told (purge everything, softly). */
export function webhookTags(body: { event?: unknown; model?: unknown; entry?: unknown }): string[] | null {
  const event = typeof body.event === 'string' ? body.event : '';
  const model = typeof body.model === 'string' ? body.model : '';
  const entry = body.entry && typeof body.entry === 'object' ? (body.entry as Record<string, unknown>) : {};
  // A file's own record carries no page's documentId: pages show a file by its URL, which a
  // replaced file changes. Media edits are rare: everything is marked stale (and re-rendered in
  // the background), nothing is thrown away.
  if (event.startsWith('media.')) return null;
  if (!/^[a-z0-9-]{1,64}$/.test(model)) return null;
  // Without the document, a page that shows it by its address could not be found: everything.
  if (typeof entry.documentId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(entry.documentId)) return null;
  return [`t:${model}`, 't:*', `d:${entry.documentId}`];
}

/** A content-cache key's short, stable id: what a page records of each answer it read. */
export const entryId = (key: string): string => createHash('sha1').update(key).digest('base64url').slice(0, 16);

/**
 * What one render read from the content cache: the entries (by id) and their surrogate keys. The
 * page loader hangs it on the request (SURROGATE_KEYS in lib/page-cache/process-hooks.js), where the
 * page cache finds it when it stores the page.
 */
export class ReadLog {
  readonly entries = new Set<string>();
  readonly tags = new Set<string>();
  /** An answer that was not (or could not be) cached: the page's reads are not fully known. */
  uncached = false;
  /** An answer came from an old copy because the CMS failed: the page is to be made again later. */
  degraded = false;

  add(id: string, tags: readonly string[], outcome?: string) {
    this.entries.add(id);
    for (const tag of tags) this.tags.add(tag);
    if (outcome === 'stale-if-error') this.degraded = true;
  }
}
