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
 *   menus): a newly published document of that model may join the list;
 * - `k:<model>:<address>` for a lookup (a page by its Slug or PageName) that found nothing: a
 *   document published at that address fills it (the address hashed: it comes from a visitor's URL).
 *
 * A lookup that found its document is not tagged by its model: publishing another blog post does
 * not touch every blog post's page, nor every address a scanner tried.
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

/** An address a lookup's filter names, or the variable it is read from. */
type Address = { value: string } | { variable: string };

/**
 * The addresses a root field pins (an `eq` on Slug, PageName or documentId in its filters, or a
 * documentId argument): empty when it lists a collection.
 */
function lookupAddresses(field: FieldNode): Address[] {
  const addresses: Address[] = [];
  const add = (value: ValueNode) => {
    if (value.kind === Kind.VARIABLE) addresses.push({ variable: value.name.value });
    else if (value.kind === Kind.STRING) addresses.push({ value: value.value });
  };
  for (const argument of field.arguments ?? []) {
    if (argument.name.value === 'documentId') add(argument.value);
    if (argument.name.value !== 'filters' || argument.value.kind !== Kind.OBJECT) continue;
    for (const filter of (argument.value as ObjectValueNode).fields) {
      if (!ADDRESS_FIELDS.has(filter.name.value) || filter.value.kind !== Kind.OBJECT) continue;
      for (const operator of filter.value.fields) if (operator.name.value === 'eq') add(operator.value);
    }
  }
  return addresses;
}

const rootFieldsCache = new WeakMap<DocumentNode, { key: string; model: string | null; addresses: Address[] }[]>();

/** The root fields of a document's operation: their response key, model and the addresses a lookup pins. */
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
          addresses: lookupAddresses(selection),
        });
      }
    }
    rootFieldsCache.set(document, fields);
  }
  return fields;
}

/** The key of an address of a model (hashed: addresses come from visitors' URLs). */
export const addressTag = (model: string, address: string): string =>
  `k:${model}:${createHash('sha1').update(address).digest('base64url').slice(0, 16)}`;

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

/** The surrogate keys of one CMS answer to `document` with `variables`. */
export function answerTags(
  document: DocumentNode,
  data: unknown,
  variables: Readonly<Record<string, unknown>> = {},
): string[] {
  const tags = new Set<string>();
  collectDocuments(data, tags);
  const answer = (data ?? {}) as Record<string, unknown>;
  for (const field of rootFields(document)) {
    // A root field we cannot name a model for: any publish may change it.
    if (!field.model) tags.add('t:*');
    else if (field.addresses.length === 0) tags.add(`t:${field.model}`);
    else if (isEmpty(answer[field.key])) {
      const values = field.addresses.map((address) =>
        'value' in address ? address.value : variables[address.variable],
      );
      // An address that is not a string (none given): any publish of the model may fill it.
      if (values.every((value): value is string => typeof value === 'string'))
        for (const value of values) tags.add(addressTag(field.model, value));
      else tags.add(`t:${field.model}`);
    }
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
  // The document and its addresses first (its own page), then the lists of its model.
  const addresses = ['Slug', 'PageName']
    .map((field) => entry[field])
    .filter((value): value is string => typeof value === 'string' && value.length > 0)
    .map((value) => addressTag(model, value));
  return [`d:${entry.documentId}`, addressTag(model, entry.documentId), ...addresses, `t:${model}`, 't:*'];
}

/** Whether a surrogate key names one document or address (a publish asks those again first). */
export const isDocumentTag = (tag: string): boolean => tag.startsWith('d:') || tag.startsWith('k:');

/** A content-cache key's short, stable id: what a page records of each answer it read. */
export const entryId = (key: string): string => createHash('sha1').update(key).digest('base64url').slice(0, 16);

/**
 * What one render read from the content cache: the entries (by id) with the hash of the answer it
 * got, and their surrogate keys. The page loader hangs it on the request (SURROGATE_KEYS in
 * lib/page-cache/process-hooks.js), where the page cache finds it when it stores the page.
 */
export class ReadLog {
  readonly entries = new Set<string>();
  readonly tags = new Set<string>();
  /** Entry id → hash of the answer this render got. */
  readonly hashes: Record<string, string> = {};
  /** An answer that was not (or could not be) cached: the page's reads are not fully known. */
  uncached = false;
  /** An answer came from an old copy because the CMS failed: the page is to be made again later. */
  degraded = false;
  /** An answer was fetched across a publish: the page is to be made again at once. */
  superseded = false;

  add(id: string, tags: readonly string[], outcome?: string, about?: { hash: string; superseded: boolean }) {
    this.entries.add(id);
    for (const tag of tags) this.tags.add(tag);
    if (outcome === 'stale-if-error') this.degraded = true;
    if (about) {
      this.hashes[id] = about.hash;
      if (about.superseded && outcome !== 'stale-if-error') this.superseded = true;
    }
  }
}
