/**
 * Every reference the code makes to the project's docs resolves inside the repository: the file
 * exists, a cited section number (§N, §N.M) is a section or a numbered rule of it, and a quoted
 * section name is one of its headings.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const SKIP = new Set(['node_modules', '.next', '.git', 'generated', 'dist', '.strapi', '.tmp', 'test-results', 'docs']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry) || entry.startsWith('.next')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|js|mjs|graphql|md|json)$/.test(entry) && !entry.endsWith('-lock.json')) yield full;
  }
}

const references = [...sourceFiles(ROOT)].flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/docs\/([\w-]+\.md)(?: (§\d+(?:\.\d+)?)| "([^"]+)")?/g)].map((match) => ({
    where: path.relative(ROOT, file),
    doc: match[1],
    section: match[2] ?? null,
    heading: match[3] ?? null,
  })),
);

/** A doc's sections: `## N. Title` headings, and `N.M` for the M-th numbered rule under section N. */
function outline(doc: string): { sections: Set<string>; headings: Set<string> } {
  const sections = new Set<string>();
  const headings = new Set<string>();
  let current: string | null = null;
  for (const line of readFileSync(path.join(ROOT, 'docs', doc), 'utf8').split('\n')) {
    const heading = /^#{2,3} (?:(\d+)\. )?(.+)$/.exec(line);
    if (heading) {
      current = heading[1] ?? null;
      if (current) sections.add(`§${current}`);
      headings.add(heading[2].trim());
      continue;
    }
    const rule = /^(\d+)\. /.exec(line);
    if (rule && current) sections.add(`§${current}.${rule[1]}`);
  }
  return { sections, headings };
}

describe('references to docs/', () => {
  it('are many (the code does cite its rules)', () => {
    expect(references.length).toBeGreaterThan(100);
  });

  it('each names a file that exists', () => {
    const missing = references.filter((ref) => !existsSync(path.join(ROOT, 'docs', ref.doc)));
    expect(missing.map((ref) => `${ref.where}: docs/${ref.doc}`)).toEqual([]);
  });

  it('each cited section or heading is in that file', () => {
    const outlines = new Map<string, ReturnType<typeof outline>>();
    const unresolved = references.filter((ref) => {
      if (!existsSync(path.join(ROOT, 'docs', ref.doc))) return false;
      if (!outlines.has(ref.doc)) outlines.set(ref.doc, outline(ref.doc));
      const { sections, headings } = outlines.get(ref.doc)!;
      return (ref.section && !sections.has(ref.section)) || (ref.heading && !headings.has(ref.heading));
    });
    expect(unresolved.map((ref) => `${ref.where}: docs/${ref.doc} ${ref.section ?? `"${ref.heading}"`}`)).toEqual([]);
  });

  it('no reference points at the owner’s files outside the repository', () => {
    const outside = [...sourceFiles(ROOT)].filter((file) =>
      /(?<![\w/-])(SPEC|ARCHITECTURE)\.md/.test(readFileSync(file, 'utf8')),
    );
    expect(outside.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
