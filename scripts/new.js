#!/usr/bin/env node
'use strict';
/**
 * `npm run new -- block <Name>`: a new CMS block, in every place a block lives (docs/adding.md):
 *
 *   cms/src/components/blocks/<name>.json          the CMS component (a title, a text, its rank)
 *   cms/src/api/static-page-v2/.../schema.json     the block offered in static pages' Sections
 *   cms/src/component-views/blocks.ts              its fields' labels and help in the admin
 *   components/blocks/<Name>/<Name>.graphql        its fragment (id and rank included)
 *   components/blocks/<Name>/to<Name>.ts           the mapper: fragment -> view, null when empty
 *   components/blocks/<Name>/<Name>.tsx            the component
 *   components/blocks/<Name>/<Name>.test.tsx       its test: what a visitor sees, and the empty case
 *   components/blocks/registry.ts                  the block, by its GraphQL type
 *
 * `npm run new -- page-type <name>` (kebab-case, singular): a new kind of page, a list at
 * /<name>s and an item's page at /<name>s/{slug}, in every place a page type lives (docs/adding.md
 * "A page type"): the CMS content type, its admin texts, its seed for the three brands (and the
 * site map's link to its list), its queries, loaders, page components, template and test, its
 * routes, its rows in the URL table and the links, the cache and click-to-edit tables, the XML
 * sitemap, the contract tier's variables and the crawl of the end-to-end, budget and Lighthouse
 * runs.
 *
 * Each prints the commands that regenerate the schema and the types and run the tests. Nothing is
 * written when any of those files already names the new thing, so running one twice is harmless.
 */
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const file = (...parts) => path.join(root, ...parts);
const read = (relative) => fs.readFileSync(file(relative), 'utf8');

function fail(message) {
  console.error(`npm run new: ${message}`);
  process.exit(2);
}

/** `PriceTable` -> `price-table` (Strapi's component name). */
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** `price-table` -> `PriceTable` (the GraphQL type's suffix). */
const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

/** Inserts `text` before the last match of `anchor` in a file (its closing brace or bracket). */
function insertBeforeLast(relative, anchor, text) {
  const source = read(relative);
  const index = source.lastIndexOf(anchor);
  if (index === -1) fail(`${relative}: no "${anchor.trim()}" to insert before`);
  return source.slice(0, index) + text + source.slice(index);
}

function block(name) {
  if (!/^[A-Z][A-Za-z0-9]+$/.test(name ?? ''))
    fail('a block is named in PascalCase, e.g. `npm run new -- block PriceTable`');
  const component = kebab(name);
  if (pascal(component) !== name) fail(`${name}: use a name whose parts start with a capital (e.g. PriceTable)`);
  const type = `ComponentBlocks${name}`;
  const folder = `components/blocks/${name}`;
  const cmsComponent = `cms/src/components/blocks/${component}.json`;
  const zoneSchema = 'cms/src/api/static-page-v2/content-types/static-page-v2/schema.json';
  const views = 'cms/src/component-views/blocks.ts';
  const registry = 'components/blocks/registry.ts';

  if (fs.existsSync(file(folder)) || fs.existsSync(file(cmsComponent))) fail(`a block ${name} exists already`);
  const viewKey = new RegExp(`^\\s*'?${component}'?: \\{`, 'm');
  if (read(registry).includes(type) || viewKey.test(read(views))) fail(`${name} is registered already`);

  const files = new Map();
  files.set(
    cmsComponent,
    `${JSON.stringify(
      {
        collectionName: `components_blocks_${component.replace(/-/g, '_')}s`,
        info: { displayName: name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'), icon: 'layout', description: '' },
        options: {},
        attributes: { Title: { type: 'string' }, Text: { type: 'text' }, rank: { type: 'integer', default: 0 } },
      },
      null,
      2,
    )}\n`,
  );

  const schema = JSON.parse(read(zoneSchema));
  schema.attributes.Sections.components.push(`blocks.${component}`);
  files.set(zoneSchema, `${JSON.stringify(schema, null, 2)}\n`);

  files.set(
    views,
    insertBeforeLast(
      views,
      '};',
      `  '${component}': {
    mainField: 'Title',
    fields: {
      Title: { label: 'Title', description: 'Heading of the block. Empty: the block shows its text alone.' },
      Text: {
        label: 'Text',
        description: 'Plain text under the heading; line breaks are kept. Empty: the block is not shown.',
      },
      rank,
    },
  },
`,
    ),
  );

  files.set(
    `${folder}/${name}.graphql`,
    `# Every block's fragment selects id and rank: the page orders its blocks by rank (BlockList).
fragment ${name} on ${type} {
  id
  rank
  Title
  Text
}
`,
  );

  files.set(
    `${folder}/to${name}.ts`,
    `import type { ${name}Fragment } from '@/graphql/generated/graphql';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';
import type { BlockContext } from '../types';

export interface ${name}View {
  title: string | null;
  text: string;
  /** Draft mode: where each field is edited (click-to-edit). */
  src?: FieldSources<'title' | 'text'>;
}

/** The block's view: its title and text, trimmed; no text → not shown. */
export function to${name}(raw: ${name}Fragment, _context: BlockContext): ${name}View | null {
  const body = text(raw.Text);
  if (!body) return null;
  return { title: text(raw.Title), text: body, src: fieldSources(raw, { title: 'Title', text: 'Text' }) };
}
`,
  );

  files.set(
    `${folder}/${name}.tsx`,
    `import { styled } from '@mui/material/styles';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import type { ${name}View } from './to${name}';

/** The block's look, in one class on its section (the parts are plain elements). */
const ${name}Root = styled(Section)(({ theme }) => ({
  '& .${name}-text': { margin: 0, ...theme.typography.body1, whiteSpace: 'pre-line' },
}));

/** ${name}: a titled text. */
export default function ${name}({ title, text, src }: ${name}View) {
  return (
    <${name}Root title={title} titleSource={src?.title}>
      <p className="${name}-text" {...editable(src?.text)}>
        {text}
      </p>
    </${name}Root>
  );
}
`,
  );

  files.set(
    `${folder}/${name}.test.tsx`,
    `import { screen } from '@testing-library/react';
import type { ${name}Fragment } from '@/graphql/generated/graphql';
import { renderWithProviders, testBlockContext } from '@/__tests__/support/render';
import ${name} from './${name}';
import { to${name} } from './to${name}';

const raw: ${name}Fragment = { id: '1', rank: 1, Title: ' A title ', Text: 'Some text' };

describe('${name}', () => {
  it('shows its text under its title', () => {
    renderWithProviders(<${name} {...to${name}(raw, testBlockContext())!} />);
    expect(screen.getByRole('heading', { name: 'A title' })).toBeInTheDocument();
    expect(screen.getByText('Some text')).toBeInTheDocument();
  });

  it('is not shown without text', () => {
    expect(to${name}({ ...raw, Text: '  ' }, testBlockContext())).toBeNull();
  });
});
`,
  );

  let registrySource = read(registry);
  registrySource = registrySource.replace(
    "import dynamic from 'next/dynamic';",
    `import { to${name} } from './${name}/to${name}';\nimport dynamic from 'next/dynamic';`,
  );
  const lastDynamic = [...registrySource.matchAll(/^const \w+ = dynamic\(.*\);$/gm)].pop();
  if (!lastDynamic) fail(`${registry}: no dynamic block import to follow`);
  const afterDynamic = lastDynamic.index + lastDynamic[0].length;
  registrySource =
    registrySource.slice(0, afterDynamic) +
    `\nconst ${name} = dynamic(() => import('./${name}/${name}'));` +
    registrySource.slice(afterDynamic);
  const closing = registrySource.lastIndexOf('};');
  registrySource =
    registrySource.slice(0, closing) +
    `  ${type}: defineBlock({ toView: to${name}, Component: ${name} }),\n` +
    registrySource.slice(closing);
  files.set(registry, registrySource);

  write(files);
  console.log(`
A block ${name} (${type}), offered in static pages' Sections. Now:

  npm run cms:schema && npm run codegen     the CMS's GraphQL schema, then the site's types
  npm test                                  every tier

Then make it yours: its fields in ${cmsComponent} (and their help in ${views}),
the fragment, the mapper, the component and its test in ${folder}/, and the zones that offer it
(the "components" of a dynamic zone in cms/src/api/*/content-types/*/schema.json).`);
}

/** Inserts `text` before the first match of `anchor` in `source`, or fails naming the file. */
function insertBefore(relative, source, anchor, text) {
  const index = source.indexOf(anchor);
  if (index === -1) fail(`${relative}: no "${anchor.trim()}" to insert before`);
  return source.slice(0, index) + text + source.slice(index);
}

/** Each file edited in place: its anchor and the text that goes before it. */
function edits(files, relative, ...pairs) {
  let source = files.get(relative) ?? read(relative);
  for (const [anchor, text] of pairs) source = insertBefore(relative, source, anchor, text);
  files.set(relative, source);
}

function pageType(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name ?? ''))
    fail('a page type is named in kebab-case, singular, e.g. `npm run new -- page-type walking-tour`');
  const plural = name.endsWith('y') ? `${name.slice(0, -1)}ies` : name.endsWith('s') ? `${name}es` : `${name}s`;
  const Name = pascal(name);
  const Names = pascal(plural);
  const camel = Name[0].toLowerCase() + Name.slice(1);
  const camels = Names[0].toLowerCase() + Names.slice(1);
  const snake = name.replace(/-/g, '_');
  const CONST = `${snake.toUpperCase()}_VIEW`;
  const title = name.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
  const titles = plural.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
  const api = `cms/src/api/${name}`;
  const uid = `api::${name}.${name}`;
  const folder = `components/templates/${Name}`;

  if (fs.existsSync(file(api)) || fs.existsSync(file(folder)) || fs.existsSync(file(`pages/${plural}`)))
    fail(`a page type ${name} exists already`);
  if (require(file('lib/url-table.js')).ROUTES.some((row) => row.route === `/${plural}`))
    fail(`/${plural} is a route already`);

  const files = new Map();

  // The CMS: the content type, its admin texts, its seed.
  files.set(
    `${api}/content-types/${name}/schema.json`,
    `${JSON.stringify(
      {
        kind: 'collectionType',
        collectionName: plural.replace(/-/g, '_'),
        info: { singularName: name, pluralName: plural, displayName: title, description: '' },
        options: { draftAndPublish: true },
        // Its section of the content manager's menu: one of MENU_GROUPS (cms/src/admin/menu-groups.ts).
        pluginOptions: { 'travel-cms': { menuGroup: 'Pages and site settings' } },
        attributes: {
          Name: { type: 'string', required: true },
          Slug: { type: 'uid', targetField: 'Name', required: true },
          Intro: { type: 'text' },
          brands: { type: 'relation', relation: 'oneToMany', target: 'api::brand.brand' },
        },
      },
      null,
      2,
    )}\n`,
  );
  for (const [part, factory] of [
    ['controllers', 'createCoreController'],
    ['routes', 'createCoreRouter'],
    ['services', 'createCoreService'],
  ])
    files.set(
      `${api}/${part}/${name}.ts`,
      `import { factories } from '@strapi/strapi';\n\nexport default factories.${factory}('${uid}');\n`,
    );
  files.set(
    `${api}/content-types/${name}/admin-view.ts`,
    `import type { AdminView } from '../../../../bootstrap/admin-views';

export const ${CONST}: AdminView = {
  list: ['Name', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: { label: 'Name', description: 'The page heading, and its name in the list on /${plural}.' },
    Slug: {
      label: 'Slug',
      description: "The page's address: /${plural}/{slug}/. Lower case and hyphens; changing it changes the address.",
      placeholder: 'wayfarer-${name}-one',
    },
    Intro: { label: 'Intro', description: 'Plain text under the heading; line breaks are kept.' },
    brands: { label: 'Brands', description: 'The brands whose sites show this page.' },
  },
};
`,
  );
  edits(
    files,
    'cms/src/bootstrap/content-type-views.ts',
    ['import { TRAVEL_GUIDE_VIEW }', `import { ${CONST} } from '../api/${name}/content-types/${name}/admin-view';\n`],
    ["  'api::travel-guide.travel-guide': TRAVEL_GUIDE_VIEW,", `  '${uid}': ${CONST},\n`],
  );
  edits(files, 'cms/src/seed/types.ts', ["  | 'sitemap-page';", `  | '${name}'\n`]);
  edits(files, 'cms/src/seed/engine.ts', ["  'static-page-v2',\n", `  '${name}',\n`]);
  // Slugs are unique across brands (the seed finds a document by its slug, and the contract tier
  // reads them from the seed): each brand's own, written out.
  for (const [brand, label] of [
    ['wayfarer', 'Wayfarer'],
    ['timberline', 'Timberline'],
    ['bunac', 'BUNAC'],
  ])
    edits(
      files,
      `cms/src/seed/data/${brand}.ts`,
      [
        "    'sitemap-page': [",
        `    '${name}': [
      { Name: '${label} ${title.toLowerCase()} one', Slug: '${brand}-${name}-one', Intro: 'An example ${title.toLowerCase()}, written by npm run new.', brands },
      { Name: '${label} ${title.toLowerCase()} two', Slug: '${brand}-${name}-two', Intro: 'Another example.', brands },
    ],

`,
      ],
      [
        '        ],\n        InteriorPages',
        `          { Title: '${titles}', URL: '/${plural}/', Description: 'Every ${title.toLowerCase()}.' },\n`,
      ],
    );

  // The site: queries, loaders, page components, template, routes.
  files.set(
    `graphql/queries/${name}.graphql`,
    `# The ${plural} of a brand (the list at /${plural}), and one by its slug (its page).

query ${Names}($brandName: String!) {
  ${camels}(filters: { brands: { Name: { eq: $brandName } } }, sort: "Name", pagination: { limit: 100 }) {
    documentId
    Name
    Slug
  }
}

query ${Name}($slug: String!, $brandName: String!, $publicationStatus: PublicationStatus) {
  ${camels}(
    filters: { Slug: { eq: $slug }, brands: { Name: { eq: $brandName } } }
    pagination: { limit: 1 }
    status: $publicationStatus
  ) {
    documentId
    Name
    Slug
    Intro
  }
}
`,
  );
  files.set(
    `lib/pages/${name}.ts`,
    `import { ${Name}Document } from '@/graphql/generated/documents/${Name}';
import { ${Names}Document } from '@/graphql/generated/documents/${Names}';
import type { ${Name}QueryVariables, ${Names}QueryVariables } from '@/graphql/generated/graphql';
import type { PageContext, PageResult } from '@/lib/cms/page-loader';
import { param } from './params';

export type ${Names}PageProps = { variables: ${Names}QueryVariables };

/** The brand's ${plural}, by name. */
export async function load${Names}({ brand, fetch }: PageContext): Promise<PageResult<${Names}PageProps>> {
  const variables = { brandName: brand.name };
  await fetch(${Names}Document, variables);
  return { props: { variables } };
}

export type ${Name}PageProps = { variables: ${Name}QueryVariables };

/** A ${title.toLowerCase()} of the brand by its slug; another brand's, or none, is a 404. */
export async function load${Name}(context: PageContext): Promise<PageResult<${Name}PageProps>> {
  const variables = {
    slug: param(context, 'slug'),
    brandName: context.brand.name,
    publicationStatus: context.publicationStatus,
  };
  const data = await context.fetch(${Name}Document, variables);
  return data.${camels}[0] ? { props: { variables } } : { notFound: true };
}
`,
  );
  files.set(
    `${folder}/to${Name}View.ts`,
    `import type { ${Name}Query, ${Names}Query } from '@/graphql/generated/graphql';
import { compact, text } from '@/lib/content/values';
import { pageHref } from '@/lib/links';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';
import type { ViewContext } from '../usePageView';

export interface ${Name}View {
  name: string;
  intro: string | null;
  /** Draft mode: where each field is edited (click-to-edit). */
  src?: FieldSources<'name' | 'intro'>;
}

export interface ${Name}Link {
  key: string;
  name: string;
  href: string;
}

/** A ${title.toLowerCase()}'s page. */
export function to${Name}View(data: ${Name}Query): ${Name}View {
  const item = compact(data.${camels})[0];
  return {
    name: text(item?.Name) ?? '',
    intro: text(item?.Intro),
    src: item ? fieldSources(item, { name: 'Name', intro: 'Intro' }) : undefined,
  };
}

/** The list of ${plural}: each one's name and link. */
export function to${Names}View(data: ${Names}Query, context: ViewContext): ${Name}Link[] {
  return compact(data.${camels}).map((item) => ({
    key: item.documentId,
    name: text(item.Name) ?? item.Slug,
    href: pageHref('${name}', item.Slug, null, context),
  }));
}
`,
  );
  files.set(
    `${folder}/${Name}Template.tsx`,
    `import Link from '@/components/ui/Link';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import type { Crumb } from '@/components/ui/PageHeader';
import type { ${Name}Link, ${Name}View } from './to${Name}View';

/** A ${title.toLowerCase()}'s page: its name and intro. */
export function ${Name}Template({ item, crumbs }: { item: ${Name}View; crumbs: Crumb[] }) {
  return (
    <>
      <Seo title={item.name} description={item.intro ?? item.name} />
      <PageHeader title={item.name} intro={item.intro ?? undefined} crumbs={crumbs} />
    </>
  );
}

/** The list of ${plural}. */
export function ${Names}Template({ items }: { items: ${Name}Link[] }) {
  return (
    <>
      <Seo title="${titles}" description="Every ${title.toLowerCase()}." />
      <PageHeader title="${titles}" crumbs={[{ label: 'Home', href: '/' }]} />
      <Section>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Link href={item.href}>{item.name}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
`,
  );
  files.set(
    `${folder}/${Name}Page.tsx`,
    `import { ${Name}Document } from '@/graphql/generated/documents/${Name}';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import type { ${Name}PageProps } from '@/lib/pages/${name}';
import { usePageView } from '../usePageView';
import { ${Name}Template } from './${Name}Template';
import { to${Name}View } from './to${Name}View';

/** A ${title.toLowerCase()}'s page, at /${plural}/{slug}. */
export default function ${Name}Page({ variables, site }: PageProps<${Name}PageProps>) {
  const item = usePageView(${Name}Document, variables, to${Name}View);
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: '${titles}', href: listHref('${camels}', { brand: site.brand }) },
  ];
  return <${Name}Template item={item} crumbs={crumbs} />;
}
`,
  );
  files.set(
    `${folder}/${Names}Page.tsx`,
    `import { ${Names}Document } from '@/graphql/generated/documents/${Names}';
import type { PageProps } from '@/lib/cms/page-props';
import type { ${Names}PageProps } from '@/lib/pages/${name}';
import { usePageView } from '../usePageView';
import { ${Names}Template } from './${Name}Template';
import { to${Names}View } from './to${Name}View';

/** The list of ${plural}, at /${plural}. */
export default function ${Names}Page({ variables }: PageProps<${Names}PageProps>) {
  return <${Names}Template items={usePageView(${Names}Document, variables, to${Names}View)} />;
}
`,
  );
  files.set(
    `${folder}/${Name}Template.test.tsx`,
    `import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/__tests__/support/render';
import { ${Name}Template, ${Names}Template } from './${Name}Template';

describe('${Name}Template', () => {
  it('shows the name as the heading, and the intro', () => {
    renderWithProviders(<${Name}Template item={{ name: 'A ${title.toLowerCase()}', intro: 'Its intro' }} crumbs={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'A ${title.toLowerCase()}' })).toBeInTheDocument();
    expect(screen.getByText('Its intro')).toBeInTheDocument();
  });

  it('lists every ${title.toLowerCase()} with its link', () => {
    renderWithProviders(<${Names}Template items={[{ key: '1', name: 'One', href: '/${plural}/one/' }]} />);
    expect(screen.getByRole('link', { name: 'One' })).toHaveAttribute('href', '/${plural}/one/');
  });
});
`,
  );
  files.set(
    `pages/${plural}/index.tsx`,
    `import ${Names}Page from '@/components/templates/${Name}/${Names}Page';
import { cmsPage } from '@/lib/cms/page-loader';
import { load${Names}, type ${Names}PageProps } from '@/lib/pages/${name}';

/** /${plural}: the brand's ${plural}. */
export const getServerSideProps = cmsPage<${Names}PageProps>(load${Names});

export default ${Names}Page;
`,
  );
  files.set(
    `pages/${plural}/[slug].tsx`,
    `import ${Name}Page from '@/components/templates/${Name}/${Name}Page';
import { cmsPage } from '@/lib/cms/page-loader';
import { load${Name}, type ${Name}PageProps } from '@/lib/pages/${name}';

/** /${plural}/{slug}: a ${title.toLowerCase()} of the brand. */
export const getServerSideProps = cmsPage<${Name}PageProps>(load${Name});

export default ${Name}Page;
`,
  );

  // Its addresses, and the tables that know every page type.
  edits(files, 'lib/url-table.js', [
    "  { route: '/travel-guides', pageType: 'travel_guide_list' },",
    `  { route: '/${plural}', pageType: '${snake}_list' },\n  { route: '/${plural}/[slug]', pageType: '${snake}' },\n`,
  ]);
  edits(
    files,
    'lib/links.ts',
    ["  travelEssentials: routeOf('travel_essentials'),", `  ${camels}: routeOf('${snake}_list'),\n`],
    ["  'static-page': (pageName: string)", `  '${name}': filled('${snake}'),\n`],
  );
  edits(files, '__tests__/unit/site/url-table.test.ts', [
    "    'static-page': '[segment].tsx',",
    `    '${name}': '${plural}/[slug].tsx',\n`,
  ]);
  edits(files, 'lib/cms/surrogate-keys.ts', ['  travelGuide: ', `  ${camel}: '${name}',\n  ${camels}: '${name}',\n`]);
  edits(files, 'lib/preview/content-places.ts', ['  TravelGuide: ', `  ${Name}: '${uid}',\n`]);
  edits(files, '__tests__/contract/documents.test.ts', [
    "    case 'TravelGuide':",
    `    case '${Names}':\n      return { brandName };\n    case '${Name}':\n      return { slug: first('${name}'), brandName };\n`,
  ]);
  edits(files, 'graphql/queries/sitemap-xml.graphql', [
    '  products(\n',
    `  ${camels}(
    filters: { brands: { Name: { eq: $brandName } } }
    sort: "documentId:asc"
    pagination: { start: $start, limit: 100 }
  ) {
    documentId
    Slug
    updatedAt
  }
`,
  ]);
  edits(files, 'lib/seo/sitemap.ts', [
    '\n  // A product page per country',
    `  list('${camels}', all('${camels}'));\n  pagesOf('${name}', all('${camels}'));\n`,
  ]);
  edits(
    files,
    'scripts/support/site-pages.js',
    [
      "  'travel essentials category': 'travel_essentials_category',",
      `  '${title.toLowerCase()} list': '${snake}_list',\n  '${title.toLowerCase()}': '${snake}',\n`,
    ],
    ["    'travel guide list',\n  ];", `    '${title.toLowerCase()} list',\n`],
    [
      "    ['travel essentials category', 'travel essentials'],",
      `    ['${title.toLowerCase()}', '${title.toLowerCase()} list'],\n`,
    ],
    ["'travel essentials category'} PageType */", `'${title.toLowerCase()} list' | '${title.toLowerCase()}' | `],
  );

  write(files);
  console.log(`
A page type ${name}: /${plural} and /${plural}/{slug}, seeded for every brand. Now:

  npm run cms:schema && npm run codegen     the CMS's GraphQL schema, then the site's types
  npm test                                  every tier (the end-to-end crawl visits the new pages)

Then make it yours: its fields (${api}/content-types/${name}/schema.json, admin-view.ts,
the seed in cms/src/seed/data/), its queries (graphql/queries/${name}.graphql), its template
(${folder}/), and, if editors preview it, its preview (docs/adding.md, "Its preview").`);
}

/** Writes the files (every check came before), then formats them as the repository does. */
function write(files) {
  for (const [relative, content] of files) {
    fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
    fs.writeFileSync(file(relative), content);
    console.log(`wrote ${relative}`);
  }
  // In the repository's format, so the format check passes before anything is edited.
  execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...files.keys()], {
    cwd: root,
    stdio: 'inherit',
  });
}

const [kind, name] = process.argv.slice(2);
if (kind === 'block') block(name);
else if (kind === 'page-type') pageType(name);
else fail('usage: npm run new -- block <Name>, or npm run new -- page-type <name>');
