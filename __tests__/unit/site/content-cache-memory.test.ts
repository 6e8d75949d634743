/**
 * The content cache counts what it holds (issue 40, item 6): its byte bound is kept against the
 * memory an answer really takes in the process (the parsed answer, its key, surrogate keys, the
 * indexes), not the answer's JSON alone, so a flood of distinct lookups cannot grow the process
 * past the bound it was given.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ContentCache } from '@/lib/cms/content-cache';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const POLICY = {
  freshMs: 60_000,
  staleWhileRevalidateMs: 300_000,
  staleIfErrorMs: 86_400_000,
  maxBytes: 512 * 1024 * 1024,
};
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function heapUsed() {
  await settle();
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

const DOCUMENT = { kind: 'Document', definitions: [] };

/** What a not-found lookup leaves: an empty list under a key of its own. */
const notFound = (n: number) => ({
  key: `http://localhost:1337/graphql BlogPost 3xQ9f0aZ ${JSON.stringify({ isInfoBlog: false, slug: `no-such-post-${n}` })}`,
  data: { blogPosts: [] },
  tags: ['t:blog-post', `k:blog-post:no-such-post-${n}`, 't:*'],
  variables: { isInfoBlog: false, slug: `no-such-post-${n}` },
});

/** A page's answer: a few dozen objects. */
const page = (n: number) => ({
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

/**
 * What a cache filled with `items` holds, per entry: the heap with it, less the heap once it is
 * dropped (both after a full collection, so other garbage of the test process does not count
 * either way).
 */
interface Item {
  key: string;
  data: unknown;
  tags: string[];
  variables: Record<string, unknown>;
}

async function measure(items: Item[]) {
  let cache: ContentCache | null = new ContentCache(POLICY);
  for (const item of items) {
    // The answer as the CMS client hands it over: parsed from the wire, not shared with the test.
    await cache.read(item.key, async () => JSON.parse(JSON.stringify(item.data)), {
      describe: () => item.tags,
      source: { document: DOCUMENT, variables: item.variables },
    });
  }
  const { entries, bytes } = cache.stats();
  const held = await heapUsed();
  cache = null;
  const without = await heapUsed();
  return { entries, counted: bytes / items.length, retained: (held - without) / items.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

it.each([
  ['not-found lookups', notFound, 6_000],
  ['page answers', page, 1_500],
])('counts at least the memory %s take', async (label, make, count) => {
  const items = Array.from({ length: count }, (_, n) => make(n));
  // Three fills, the median kept: whatever else the test process allocates or frees between two
  // collections (a timer of an earlier test file) moves one reading, not the median.
  const runs = [];
  for (let run = 0; run < 3; run += 1) runs.push(await measure(items));
  const retained = median(runs.map((run) => run.retained));
  const { counted } = runs[0];
  console.log(`${label}: ${Math.round(retained)} B held, ${Math.round(counted)} B counted per entry`);
  for (const run of runs) expect(run.entries).toBe(count);
  expect(items).toHaveLength(count); // kept alive through every measurement
  expect(counted).toBeGreaterThanOrEqual(retained);
  // ...and not so much more that the bound keeps far fewer answers than it could.
  expect(counted).toBeLessThan(retained * 3);
});
