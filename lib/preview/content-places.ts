import { PLACE, type ContentPlace } from './content-source';

/**
 * Draft mode only (imported by components/layout/VisualEditing.tsx, a chunk visitors never load):
 * gives every object of a CMS answer its place, the document it belongs to and its field path in
 * that document, as Strapi's admin addresses fields: `Hero.Title`, `Section.2.Content` (components
 * and dynamic zones by their index in the document), `Section.0.Images` for a media field.
 *
 * Paths come from the GraphQL answer itself: each document in it selects its documentId, and lists
 * of components arrive in the document's own order (the site's queries never sort a component list:
 * the site sorts by rank where it renders them, so an index here is the index the admin edits).
 */

/** GraphQL type name → content type uid, for every content type the site reads (checked against cms/src/api). */
export const CONTENT_TYPE_MODELS: Readonly<Record<string, string>> = {
  Author: 'api::author.author',
  BlogPost: 'api::blog-post.blog-post',
  BlogType: 'api::blog-type.blog-type',
  Brand: 'api::brand.brand',
  BrandSetting: 'api::brand-setting.brand-setting',
  Country: 'api::country.country',
  Destination: 'api::destination.destination',
  Event: 'api::event.event',
  Experience: 'api::experience.experience',
  Job: 'api::job.job',
  JobPage: 'api::job-page.job-page',
  NewsItem: 'api::news-item.news-item',
  Product: 'api::product.product',
  ProductV2: 'api::product-v2.product-v2',
  SitemapPage: 'api::sitemap-page.sitemap-page',
  StaticPageV2: 'api::static-page-v2.static-page-v2',
  TravelEssential: 'api::travel-essential.travel-essential',
  TravelEssentialCategory: 'api::travel-essential-category.travel-essential-category',
  TravelGuide: 'api::travel-guide.travel-guide',
};

const MEDIA_TYPE = 'UploadFile';

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Where an object found at `path` of the enclosing document sits: a document starts a place of its
 * own (and one queried without its documentId has none: it cannot be addressed), a media file is
 * the field that holds it, anything else (a component) is the path inside the enclosing document.
 */
function placeFor(value: Record<string, Json>, enclosing: ContentPlace | null, path: string): ContentPlace | null {
  const typename = typeof value.__typename === 'string' ? value.__typename : '';
  const model = CONTENT_TYPE_MODELS[typename];
  if (model) return typeof value.documentId === 'string' ? { documentId: value.documentId, model, path: '' } : null;
  return enclosing && { ...enclosing, path };
}

function visit(value: Json, enclosing: ContentPlace | null, path: string): Json {
  if (Array.isArray(value)) {
    // A multi-media field is one field: its files share the field's path (as Strapi's own source maps).
    return value.map((item, index) =>
      visit(item, enclosing, isObject(item) && item.__typename === MEDIA_TYPE ? path : join(path, index)),
    );
  }
  if (!isObject(value)) return value;
  const place = placeFor(value, enclosing, path);
  const copy: Record<string, Json> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = place ? visit(field, place, join(place.path, key)) : visit(field, null, '');
  }
  if (place) Object.defineProperty(copy, PLACE, { value: place, enumerable: false });
  return copy;
}

/**
 * A copy of a CMS answer in which every object that belongs to a document knows its place
 * (content-source.ts `placeOf`). The answer itself is not changed (the Apollo cache owns it).
 */
export function placeContent<T>(data: T): T {
  return visit(data, null, '') as T;
}
