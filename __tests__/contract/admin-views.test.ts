/**
 * The admin's lists and forms as the running CMS serves them to the editor's browser (issue 15):
 * every list shows the main field, the brand, the country or destination and when it changed,
 * newest first; every field of every type and component carries a description. The unit tier
 * checks the texts exist; this checks Strapi stored and serves them.
 */
import { adminToken, cmsUrl } from './support';

// One admin request per content type and component, in sequence: jest's 5 s default ran out on a
// fresh clone's CI while the machine was busy (the figures, not a time limit, are what is tested).
jest.setTimeout(60_000);

/** Fields Strapi adds to every type, which editors do not fill in. */
const SYSTEM_FIELDS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

interface Configuration {
  settings: { mainField: string; defaultSortBy: string; defaultSortOrder: string };
  metadatas: Record<
    string,
    { edit: { label?: string; description?: string; mainField?: string }; list: { label?: string } }
  >;
  layouts: { list: string[] };
}

let token: string;
let types: { uid: string; isDisplayed: boolean; attributes: Record<string, { type: string; target?: string }> }[];

async function get(path: string) {
  const response = await fetch(`${cmsUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: any }).data;
}

const undescribed = (configuration: Configuration) =>
  Object.entries(configuration.metadatas)
    .filter(([field]) => !SYSTEM_FIELDS.has(field))
    .filter(([, metadata]) => !metadata.edit.description?.trim())
    .map(([field]) => field);

beforeAll(async () => {
  token = await adminToken();
  types = (await get('/content-manager/content-types')).filter(
    (type: { uid: string; isDisplayed: boolean }) => type.uid.startsWith('api::') && type.isDisplayed,
  );
});

it('covers every content type of the site', () => {
  expect(types.length).toBeGreaterThanOrEqual(20);
});

it('lists the main field, brand, country or destination and last change, newest first, in every type', async () => {
  for (const { uid, attributes } of types) {
    const { contentType } = (await get(`/content-manager/content-types/${uid}/configuration`)) as {
      contentType: Configuration;
    };
    const { list } = contentType.layouts;
    const expected = ['brands', 'brand', 'country', 'countries', 'destination'].filter((field) => attributes[field]);
    expect({ uid, first: list[0], last: list[list.length - 1] }).toEqual({
      uid,
      first: contentType.settings.mainField,
      last: 'updatedAt',
    });
    expect({ uid, where: expected.filter((field) => !list.includes(field)) }).toEqual({ uid, where: [] });
    expect({ uid, by: contentType.settings.defaultSortBy, order: contentType.settings.defaultSortOrder }).toEqual({
      uid,
      by: 'updatedAt',
      order: 'DESC',
    });
    expect({ uid, column: contentType.metadatas.updatedAt.list.label }).toEqual({ uid, column: 'Last changed' });
    if (attributes.brands) expect(contentType.metadatas.brands.edit.mainField).toBe('Name');
    if (attributes.country) expect(contentType.metadatas.country.edit.mainField).toBe('CountryName');
  }
});

it('shows in the blog post list whether a post is on the blog or in the info hub', async () => {
  const { contentType } = (await get('/content-manager/content-types/api::blog-post.blog-post/configuration')) as {
    contentType: Configuration;
  };
  expect(contentType.layouts.list).toContain('IsInfoBlog');
  expect(contentType.metadatas.IsInfoBlog.list.label).toBe('Information article');
});

it('describes every field of every type and of every component a form shows', async () => {
  let described = 0;
  const seen = new Set<string>();
  for (const { uid } of types) {
    const { contentType, components } = (await get(`/content-manager/content-types/${uid}/configuration`)) as {
      contentType: Configuration;
      components: Record<string, Configuration>;
    };
    expect({ uid, undescribed: undescribed(contentType) }).toEqual({ uid, undescribed: [] });
    described += Object.keys(contentType.metadatas).length;
    for (const [component, configuration] of Object.entries(components)) {
      if (seen.has(component)) continue;
      seen.add(component);
      expect({ component, undescribed: undescribed(configuration) }).toEqual({ component, undescribed: [] });
      described += Object.keys(configuration.metadatas).length;
    }
  }
  expect(seen.size).toBeGreaterThanOrEqual(50);
  expect(described).toBeGreaterThan(400);
});
