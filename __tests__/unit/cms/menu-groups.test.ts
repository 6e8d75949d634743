/**
 * The content manager's menu, grouped by what editors do (cms/src/admin/menu-groups.ts): each
 * content type names its group in its schema; the menu shows the groups in order, legacy types
 * last in theirs, and no empty section (Strapi's "Single types 0").
 */
import fs from 'fs';
import path from 'path';
import { groupMenu, MENU_GROUPS, menuGroupOf, withMenuGroups } from '../../../cms/src/admin/menu-groups';

const API = path.join(__dirname, '../../../cms/src/api');
const schemas = fs.readdirSync(API).flatMap((name) => {
  const folder = path.join(API, name, 'content-types');
  return fs.existsSync(folder)
    ? fs.readdirSync(folder).map((type) => ({
        uid: `api::${name}.${type}`,
        ...(JSON.parse(fs.readFileSync(path.join(folder, type, 'schema.json'), 'utf8')) as {
          info: { displayName: string };
          pluginOptions?: Record<string, unknown>;
        }),
      }))
    : [];
});

const link = (uid: string, title: string, group?: string) => ({ uid, title, to: `/content-manager/${uid}`, group });

describe('the content manager’s menu', () => {
  it('puts every content type in one of the menu’s groups (a misspelt group would leave it ungrouped)', () => {
    expect(schemas.length).toBeGreaterThan(15);
    for (const schema of schemas) expect([schema.uid, menuGroupOf(schema)]).toEqual([schema.uid, expect.any(String)]);
    // Every group holds a type: none is shown empty or never.
    expect(new Set(schemas.map((schema) => menuGroupOf(schema)))).toEqual(new Set(MENU_GROUPS));
  });

  it('copies each type’s group onto its link, leaving types without one as they were', () => {
    const models = [
      { uid: 'api::job.job', pluginOptions: { 'travel-cms': { menuGroup: 'Jobs' } } },
      { uid: 'api::odd.odd', pluginOptions: { 'travel-cms': { menuGroup: 'Jobz' } } },
      { uid: 'plugin::users-permissions.user', pluginOptions: {} },
    ];
    const { ctLinks } = withMenuGroups({
      ctLinks: [
        link('api::job.job', 'Job'),
        link('api::odd.odd', 'Odd'),
        link('plugin::users-permissions.user', 'User'),
      ],
      models,
    });
    expect(ctLinks.map((entry) => entry.group)).toEqual(['Jobs', undefined, undefined]);
  });

  it('shows one section per group in order, legacy types last, Strapi’s sections after, and no empty one', () => {
    const sections = groupMenu([
      {
        id: 'collectionTypes',
        title: 'Collection Types',
        searchable: true,
        links: [
          link('api::author.author', 'Author', 'Shared by every brand'),
          link('api::blog-post.blog-post', 'Blog post', 'Stories and news'),
          link('api::product.product', 'Product (legacy)', 'Programmes and places'),
          link('api::product-v2.product-v2', 'Product (v2)', 'Programmes and places'),
          link('plugin::users-permissions.user', 'User'),
        ],
      },
      { id: 'singleTypes', title: 'Single Types', searchable: true, links: [] },
    ]);
    expect(sections.map((section) => [section.title, section.links.map((entry) => entry.title)])).toEqual([
      ['Programmes and places', ['Product (v2)', 'Product (legacy)']],
      ['Stories and news', ['Blog post']],
      ['Shared by every brand', ['Author']],
      ['Collection Types', ['User']],
    ]);
  });

  it('shows nothing but what a search found', () => {
    const sections = groupMenu([
      { id: 'collectionTypes', title: 'Collection Types', links: [link('api::job.job', 'Job', 'Jobs')] },
      { id: 'singleTypes', title: 'Single Types', links: [] },
    ]);
    expect(sections.map((section) => section.title)).toEqual(['Jobs']);
    expect(groupMenu([{ id: 'collectionTypes', title: 'Collection Types', links: [] }])).toEqual([]);
  });
});
