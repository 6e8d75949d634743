/**
 * A block lives in several places (docs/adding.md): the CMS component, the dynamic zones that offer
 * it, its fragment, the site's registry. Registered in one and not another, it is either a block
 * editors can place that no visitor sees, or code no editor can reach: each test names the piece.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BLOCKS } from '@/components/blocks/registry';

const root = path.join(__dirname, '../../..');
const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * The block components content types offer editors (`blocks.<name>`): in a dynamic zone (`zones`),
 * or as a field of their own (`fields`: a blog post's sections, a page's hero).
 */
function offeredBlocks(): { zones: Set<string>; fields: Set<string> } {
  const api = path.join(root, 'cms/src/api');
  const zones = new Set<string>();
  const fields = new Set<string>();
  for (const type of readdirSync(api)) {
    const dir = path.join(api, type, 'content-types');
    for (const model of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const schema = JSON.parse(readFileSync(path.join(dir, model.name, 'schema.json'), 'utf8'));
      for (const attribute of Object.values<{ type: string; component?: string; components?: string[] }>(
        schema.attributes,
      )) {
        const [set, components] =
          attribute.type === 'dynamiczone' ? [zones, attribute.components ?? []] : [fields, [attribute.component]];
        for (const component of components)
          if (component?.startsWith('blocks.')) set.add(`ComponentBlocks${pascal(component.slice('blocks.'.length))}`);
      }
    }
  }
  return { zones, fields };
}

/** Each block folder's fragment: name, GraphQL type and source. */
function fragments(): { folder: string; type: string; source: string }[] {
  const dir = path.join(root, 'components/blocks');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(path.join(dir, folder.name))
        .filter((file) => file.endsWith('.graphql'))
        .map((file) => {
          const source = readFileSync(path.join(dir, folder.name, file), 'utf8');
          return { folder: folder.name, type: /^fragment \w+ on (\w+)/m.exec(source)?.[1] ?? '', source };
        }),
    );
}

describe('every block is registered everywhere', () => {
  const registered = Object.keys(BLOCKS);
  const { zones, fields } = offeredBlocks();

  it('a block a dynamic zone offers is in the registry (else editors place what nobody sees)', () => {
    expect([...zones].filter((type) => !registered.includes(type))).toEqual([]);
  });

  it('a registered block is offered by a content type and has a CMS component', () => {
    const components = readdirSync(path.join(root, 'cms/src/components/blocks')).map(
      (file) => `ComponentBlocks${pascal(file.replace(/\.json$/, ''))}`,
    );
    expect(registered.filter((type) => !(zones.has(type) || fields.has(type)) || !components.includes(type))).toEqual(
      [],
    );
  });

  it('a registered block has a fragment in its folder; in a zone it selects id and rank (blocks sort by rank)', () => {
    const found = fragments();
    expect(registered.filter((type) => !found.some((fragment) => fragment.type === type))).toEqual([]);
    const withoutOrder = found
      .filter((fragment) => zones.has(fragment.type))
      .filter(({ source }) => !/^\s+id$/m.test(source) || !/^\s+rank$/m.test(source))
      .map(({ folder }) => folder);
    expect(withoutOrder).toEqual([]);
  });
});
