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
 * then prints the commands that regenerate the schema and the types and run the tests. It writes
 * nothing when any of those files already names the block, so running it twice is harmless.
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

/** Writes every file, or none: each is checked before the first is written. */
function write(files) {
  for (const relative of files.keys()) {
    const dir = path.dirname(file(relative));
    if (!fs.existsSync(dir) && !relative.startsWith('components/') && !relative.startsWith('cms/src/'))
      fail(`${dir} does not exist`);
  }
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
else fail('usage: npm run new -- block <Name>');
