import { parse, print } from 'graphql';
import { expandDocument } from '@/graphql/expand-document';
import { ProductV2Document } from '@/graphql/generated/documents/ProductV2';
import { BrandsDocument } from '@/graphql/generated/documents/Brands';

/** graphql-js's AST as codegen prints it: without locations, nor empty lists of arguments and directives. */
const withoutLocations = (source: string) =>
  JSON.parse(
    JSON.stringify(parse(source, { noLocation: true }), (_key, value) =>
      Array.isArray(value) && value.length === 0 ? undefined : value,
    ),
  );

describe('expandDocument (graphql/expand-document.js)', () => {
  it('gives back the AST of every kind of node a query can hold', () => {
    // The compact form by hand, for what the site's own documents do not use (yet).
    const source = `query Everything($ids: [ID!]!, $limit: Int) {
  first: items(filters: {id: {in: $ids}}, sort: ["rank:asc", "name"], pagination: {limit: 10}, ratio: 1.5, kind: SUMMER, flag: true, none: null) {
    id
    name @include(if: $limit)
    ... on Camp {
      rank
    }
    ...Tile
  }
}

fragment Tile on Item {
  title
}`;
    const compact = [
      [
        'query',
        'Everything',
        [
          ['ids', '[ID!]!'],
          ['limit', 'Int'],
        ],
        [
          [
            'items',
            'first',
            {
              filters: { O: { id: { O: { in: { V: 'ids' } } } } },
              sort: { L: ['rank:asc', 'name'] },
              pagination: { O: { limit: 10 } },
              ratio: { F: '1.5' },
              kind: { E: 'SUMMER' },
              flag: true,
              none: null,
            },
            0,
            ['id', ['name', 0, 0, [['include', { if: { V: 'limit' } }]]], ['...', 'Camp', ['rank']], ['..', 'Tile']],
          ],
        ],
      ],
      ['fragment', 'Tile', 'Item', ['title']],
    ];
    const expanded = expandDocument(compact);
    expect(print(expanded)).toBe(print(parse(source)));
    expect(JSON.parse(JSON.stringify(expanded))).toEqual(withoutLocations(source));
  });

  it('is what the generated documents are made of: they print as valid GraphQL', () => {
    for (const document of [ProductV2Document, BrandsDocument]) {
      const printed = print(document);
      expect(JSON.parse(JSON.stringify(document))).toEqual(withoutLocations(printed));
    }
    expect(print(BrandsDocument)).toMatch(/^query Brands \{/);
  });
});
