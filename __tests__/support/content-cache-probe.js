'use strict';
/**
 * What a content cache filled with `count` answers of one kind holds, per entry, measured in a
 * process of its own (`node --expose-gc`): the heap with the cache, less the heap once it is dropped,
 * each after full collections, with nothing else of a test runner alive in the process.
 * Prints one JSON line: { entries, counted, retained } (bytes per entry).
 *
 *   node --expose-gc __tests__/support/content-cache-probe.js <not-found|page> <count>
 */
const path = require('path');
const { createJiti } = require('jiti');

const root = path.join(__dirname, '../..');
const jiti = createJiti(path.join(root, 'package.json'), { alias: { '@/': `${root}/` } });
const { ContentCache } = jiti(path.join(root, 'lib/cms/content-cache.ts'));

const [kind, countText] = process.argv.slice(2);
const count = Number(countText);
const DOCUMENT = { kind: 'Document', definitions: [] };
const POLICY = {
  freshMs: 60_000,
  staleWhileRevalidateMs: 300_000,
  staleIfErrorMs: 86_400_000,
  maxBytes: 512 * 1024 * 1024,
};

/** What a not-found lookup leaves: an empty list under a key of its own. */
const notFound = (n) => ({
  key: `http://localhost:1337/graphql BlogPost 3xQ9f0aZ ${JSON.stringify({ isInfoBlog: false, slug: `no-such-post-${n}` })}`,
  data: { blogPosts: [] },
  tags: ['t:blog-post', `k:blog-post:no-such-post-${n}`, 't:*'],
  variables: { isInfoBlog: false, slug: `no-such-post-${n}` },
});

/** A page's answer: a few dozen objects. */
const page = (n) => ({
  key: `http://localhost:1337/graphql Destination 9pQ2 ${JSON.stringify({ brandName: 'Wayfarer Collective', slug: `place-${n}` })}`,
  data: {
    destinations: [
      {
        __typename: 'Destination',
        documentId: `doc${n}`,
        Name: `Place ${n}`,
        Slug: `place-${n}`,
        Blocks: Array.from({ length: 12 }, (_, index) => ({
          __typename: 'ComponentBlocksText',
          id: String(index),
          Title: `Section ${index} of place ${n}`,
          Body: 'Lorem ipsum dolor sit amet, '.repeat(4),
          Image: { __typename: 'UploadFile', url: `/uploads/p${n}_${index}.jpg`, width: 1200, height: 800 },
        })),
      },
    ],
  },
  tags: [`d:doc${n}`, 't:destination', 't:*'],
  variables: { brandName: 'Wayfarer Collective', slug: `place-${n}` },
});

const settle = () => new Promise((resolve) => setImmediate(resolve));
async function heapUsed() {
  await settle();
  global.gc();
  global.gc();
  return process.memoryUsage().heapUsed;
}

(async () => {
  const items = Array.from({ length: count }, (_, n) => (kind === 'page' ? page(n) : notFound(n)));
  let cache = new ContentCache(POLICY);
  for (const item of items) {
    // The answer as the CMS client hands it over: parsed from the wire, not shared with the items.
    await cache.read(item.key, async () => JSON.parse(JSON.stringify(item.data)), {
      describe: () => item.tags,
      source: { document: DOCUMENT, variables: item.variables },
    });
  }
  const { entries, bytes } = cache.stats();
  const held = await heapUsed();
  cache = null;
  const without = await heapUsed();
  if (items.length !== count) throw new Error('the items must stay alive through both readings');
  console.log(JSON.stringify({ entries, counted: bytes / count, retained: (held - without) / count }));
})();
