'use strict';
/**
 * What a content cache filled with `count` answers of one kind holds, per entry, measured in a
 * process of its own (`node --expose-gc`), with nothing else of a test runner alive in it: after a
 * first, dropped fill (the code and the runtime's own tables it needs exist before any reading),
 * three fills, each read as the heap with the full cache less the heap just before the fill (the
 * previous cache already garbage), both after full collections; the median of the three.
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

/** A cache filled with the items, each answer as the CMS client hands it over. */
async function fill(items) {
  const cache = new ContentCache(POLICY);
  for (const item of items) {
    // Parsed from the wire, not shared with the items.
    await cache.read(item.key, async () => JSON.parse(JSON.stringify(item.data)), {
      describe: () => item.tags,
      source: { document: DOCUMENT, variables: item.variables },
    });
  }
  return cache;
}

(async () => {
  const items = Array.from({ length: count }, (_, n) => (kind === 'page' ? page(n) : notFound(n)));
  // A first fill, dropped: the code and the runtime's own tables it needs exist before any reading
  // (without it, a reading once came out below zero).
  await fill(items.slice(0, Math.ceil(count / 10)));
  const readings = [];
  let stats = null;
  let cache = null;
  for (let round = 0; round < 3; round += 1) {
    cache = null; // the last round's cache is garbage before this round's first reading
    const before = await heapUsed();
    cache = await fill(items);
    const held = await heapUsed();
    // Read after the heap was: the cache is alive (not yet collectable) when it is measured.
    stats = cache.stats();
    readings.push((held - before) / count);
  }
  if (items.length !== count) throw new Error('the items must stay alive through every reading');
  // The median of three fills: the heap with the cache, less the heap just before it was filled.
  readings.sort((a, b) => a - b);
  console.log(JSON.stringify({ entries: stats.entries, counted: stats.bytes / count, retained: readings[1] }));
})();
