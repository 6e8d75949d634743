/**
 * The shape of the demo seed data.
 *
 * A seed document is a Strapi document written with the attribute names of its content type's
 * `schema.json` (and of its components), with three conveniences the seed engine resolves through
 * the Strapi schema:
 *
 * - a media attribute holds an image key (a key of some `images` catalogue), or a list of keys when
 *   the attribute takes several files;
 * - a relation attribute holds the natural key of its target, or a list of them (see NATURAL_KEYS);
 * - a uid attribute (`Slug`) may be left out: it is derived from its target field.
 *
 * Components are plain objects (lists when repeatable); dynamic zone entries carry `__component`.
 * Attributes the schema does not know are an error, so a typo fails the seed instead of vanishing.
 */

/** The content types the seed writes, by their API name (`api::<name>.<name>`). */
export type ContentTypeName =
  | 'country'
  | 'brand'
  | 'brand-setting'
  | 'blog-type'
  | 'author'
  | 'travel-essential-category'
  | 'travel-essential'
  | 'job'
  | 'job-page'
  | 'event'
  | 'product-v2'
  | 'product'
  | 'experience'
  | 'news-item'
  | 'travel-guide'
  | 'destination'
  | 'blog-post'
  | 'static-page-v2'
  | 'sitemap-page';

/**
 * The attribute that identifies a document of each type, used for relations in the seed data and
 * to find documents an earlier seed run already created. Types not listed use `Slug`.
 * A static page is identified by its PageName within its first brand (every brand has a "home").
 */
export const NATURAL_KEYS: Partial<Record<ContentTypeName, string>> = {
  country: 'CountryCode',
  brand: 'Name',
  'brand-setting': 'Title',
  job: 'Title',
  event: 'Title',
  'news-item': 'title',
  'travel-essential': 'Title',
  'static-page-v2': 'PageName',
  'sitemap-page': 'Title',
};

export interface SeedDocument {
  /** 'draft': created as a draft only, never published. Default: published. */
  $status?: 'draft' | 'published';
  /**
   * Attribute values written to the draft after publishing: the document is published and has
   * newer unpublished changes.
   */
  $draftChanges?: Record<string, unknown>;
  [attribute: string]: unknown;
}

export type SeedDocuments = Partial<Record<ContentTypeName, SeedDocument[]>>;

/** Scenes the image generator can draw. None contains text (fonts differ between machines). */
export type Scene =
  | 'mountains'
  | 'lake'
  | 'beach'
  | 'forest'
  | 'city'
  | 'campfire'
  | 'canyon'
  | 'snow'
  | 'coast'
  | 'aurora'
  | 'portrait'
  | 'logo'
  | 'flag'
  | 'pattern';

export interface ImageSpec {
  scene: Scene;
  /** Alternative text: what the image shows, for screen readers. Required. */
  alt: string;
  caption?: string;
  /** Light of the scene; default 'day'. */
  time?: 'dawn' | 'day' | 'dusk' | 'night';
  /** wide 1600×900 (heroes, banners), card 1200×800, square 800×800, tall 800×1200, icon 256×256 (logos, flags and portraits at half size, icons excepted). Default wide. */
  format?: 'wide' | 'card' | 'square' | 'tall' | 'icon';
  /** For 'logo', 'pattern' and 'portrait': the colours to use (hex). */
  colours?: string[];
  /** For 'flag': the lower-case ISO country code (us, gb, ie, au, ca, nz). */
  flag?: string;
  /** For 'logo': the mark's shape. */
  mark?: 'compass' | 'pine' | 'sun' | 'wave';
}

export type ImageCatalogue = Record<string, ImageSpec>;

export interface SeedModule {
  images: ImageCatalogue;
  documents: SeedDocuments;
}
