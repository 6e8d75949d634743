/**
 * The content cache counts what it holds (issue 40, item 6): its byte bound is kept against the
 * memory an answer really takes in the process (the parsed answer, its key, surrogate keys, the
 * indexes), not the answer's JSON alone, so a flood of distinct lookups cannot grow the process
 * past the bound it was given.
 *
 * Measured in a process of its own (__tests__/support/content-cache-probe.js, `node --expose-gc`):
 * inside a test worker, whatever else the worker holds or frees between two collections moved the
 * reading from 15 B to 2,600 B an entry from one CI run to the next.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const probe = path.join(__dirname, '../../support/content-cache-probe.js');

async function measure(kind: 'not-found' | 'page', count: number) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', probe, kind, String(count)], {
    timeout: 60_000,
  });
  return JSON.parse(stdout) as { entries: number; counted: number; retained: number };
}

it.each([
  ['not-found lookups', 'not-found', 6_000],
  ['page answers', 'page', 1_500],
] as const)(
  'counts at least the memory %s take',
  async (label, kind, count) => {
    const { entries, counted, retained } = await measure(kind, count);
    console.log(`${label}: ${Math.round(retained)} B held, ${Math.round(counted)} B counted per entry`);
    expect(entries).toBe(count);
    expect(retained).toBeGreaterThan(0); // the measurement saw the cache at all
    expect(counted).toBeGreaterThanOrEqual(retained);
    // ...and not so much more that the bound keeps far fewer answers than it could.
    expect(counted).toBeLessThan(retained * 3);
  },
  90_000,
);
