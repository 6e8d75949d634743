/**
 * The layer rules of eslint.config.mjs bite (docs/architecture.md, "Layers"): for each rule, one
 * import it must refuse, linted as if written in a file of the folder it guards (the file need not
 * exist: ESLint lints the text), and one import it must let through. Every module of lib/ is in one
 * of lib's layers.
 *
 * ESLint loads its config with a dynamic import(), which Jest's module system does not run without
 * --experimental-vm-modules: the probes are linted by a node child process, all at once.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');

interface Probe {
  /** A file path inside the guarded folder. */
  filePath: string;
  code: string;
}

interface Message {
  ruleId: string | null;
  message: string;
}

/** Imports the module and uses it, so no rule but the layers' has anything to say. */
const importing = (module: string): string => `import * as probe from '${module}';\n\nexport default probe;\n`;

const LINT = `
const { ESLint } = require('eslint');
const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
(async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const results = [];
  for (const probe of probes.probes) {
    const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
    results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
  }
  const config = await eslint.calculateConfigForFile(probes.configFor);
  process.stdout.write(JSON.stringify({ results, zones: config.rules['import/no-restricted-paths'][1].zones }));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

const RESTRICTED_PATHS = 'import/no-restricted-paths';
const REACT_IN_LIB = 'no-restricted-imports';
const NO_JSX_IN_LIB = 'no-restricted-syntax';

interface Case {
  rule: string;
  /** What the rule's message says, for a refused import; null for an allowed one. */
  refused: RegExp | null;
  probe: Probe;
}

const refuse = (rule: string, message: RegExp, filePath: string, code: string): Case => ({
  rule,
  refused: message,
  probe: { filePath, code },
});
const allow = (rule: string, filePath: string, code: string): Case => ({
  rule,
  refused: null,
  probe: { filePath, code },
});

const LIB_LAYER = /is in layer \d+ of lib\/ \(docs\/architecture.md, "Layers"\)/;
const UI = /components\/ui is the bottom of components\//;
const LISTS_BLOCKS = /lists\/ and blocks\/ do not import each other|blocks\/ and lists\/ do not import each other/;

const CASES: Record<string, Case[]> = {
  'components/ui imports no other component folder': [
    refuse(RESTRICTED_PATHS, UI, 'components/ui/__probe__.tsx', importing('@/components/layout/SiteShell')),
    refuse(RESTRICTED_PATHS, UI, 'components/ui/__probe__.tsx', importing('@/components/blocks/tiles')),
    refuse(RESTRICTED_PATHS, UI, 'components/ui/__probe__.tsx', importing('@/components/lists/shared')),
    refuse(RESTRICTED_PATHS, UI, 'components/ui/__probe__.tsx', importing('@/components/templates/CrumbBar')),
    allow(RESTRICTED_PATHS, 'components/ui/__probe__.tsx', importing('./SiteContext')),
  ],
  'components/lists does not import components/blocks': [
    refuse(RESTRICTED_PATHS, LISTS_BLOCKS, 'components/lists/__probe__.ts', importing('@/components/blocks/types')),
    allow(RESTRICTED_PATHS, 'components/lists/__probe__.ts', importing('@/components/ui/ContentTile')),
  ],
  'components/blocks does not import components/lists': [
    refuse(RESTRICTED_PATHS, LISTS_BLOCKS, 'components/blocks/__probe__.ts', importing('@/components/lists/shared')),
    allow(RESTRICTED_PATHS, 'components/blocks/__probe__.ts', importing('@/components/ui/SiteContext')),
  ],
  "lib's layers point one way": [
    // brand/ is below cms/: the CMS's queries are cms/'s.
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/brand/__probe__.ts', importing('@/lib/cms/query')),
    allow(RESTRICTED_PATHS, 'lib/brand/__probe__.ts', importing('@/lib/media')),
    // preview/ is below cms/ but for the settings (lib/cms/env.ts), and below links.ts.
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/preview/__probe__.ts', importing('@/lib/cms/query')),
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/preview/__probe__.ts', importing('@/lib/links')),
    allow(RESTRICTED_PATHS, 'lib/preview/__probe__.ts', importing('@/lib/cms/env')),
    // seo/ is below cms/.
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/seo/__probe__.ts', importing('@/lib/cms/file-loader')),
    allow(RESTRICTED_PATHS, 'lib/seo/__probe__.ts', importing('@/lib/links')),
    // security/ is below preview/; the settings below security/ but for its demo values.
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/security/__probe__.ts', importing('@/lib/preview/session')),
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/cms/env.ts', importing('@/lib/security/rate-limit')),
    allow(RESTRICTED_PATHS, 'lib/cms/env.ts', importing('@/lib/security/production-secrets')),
    // A layer's members do not import each other; the bottom imports nothing of lib/.
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/url.ts', importing('@/lib/links')),
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/content/__probe__.ts', importing('@/lib/process-wide')),
    // cms/ is below lib/pages only.
    refuse(RESTRICTED_PATHS, LIB_LAYER, 'lib/cms/__probe__.ts', importing('@/lib/pages/params')),
    allow(RESTRICTED_PATHS, 'lib/cms/__probe__.ts', importing('@/lib/seo/indexing')),
  ],
  'lib/ holds React only in the modules named': [
    refuse(REACT_IN_LIB, /lib\/ holds React only in the modules/, 'lib/seo/__probe__.ts', importing('react')),
    refuse(REACT_IN_LIB, /lib\/ holds React only in the modules/, 'lib/brand/__probe__.ts', importing('next/router')),
    allow(REACT_IN_LIB, 'lib/cms/hydration.ts', importing('react')),
    refuse(
      NO_JSX_IN_LIB,
      /lib\/ holds no components/,
      'lib/seo/__probe__.tsx',
      'export default function Probe() {\n  return <div />;\n}\n',
    ),
  ],
  'tests are exempt': [
    allow(RESTRICTED_PATHS, 'components/ui/__probe__.test.tsx', importing('@/components/layout/SiteShell')),
  ],
};

const cases = Object.values(CASES).flat();

const { results, zones } = JSON.parse(
  execFileSync(process.execPath, ['-e', LINT], {
    cwd: ROOT,
    input: JSON.stringify({ probes: cases.map((c) => c.probe), configFor: 'lib/cms/page-loader.ts' }),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  }),
) as { results: Message[][]; zones: { target: string | string[]; from: string | string[] }[] };

const resultOf = (item: Case): Message[] => results[cases.indexOf(item)];

/** The probe's import (or its first line), for the test's name. */
const shown = (code: string): string => /from '([^']+)'/.exec(code)?.[1] ?? code.split('\n')[0];

describe.each(Object.entries(CASES))('%s', (_name, items) => {
  it.each(
    items.map(
      (item) => [item.refused ? 'refuses' : 'allows', shown(item.probe.code), item.probe.filePath, item] as const,
    ),
  )('%s %s in %s', (_verdict, _import, _filePath, item) => {
    const messages = resultOf(item);
    if (item.refused) {
      expect(messages).toEqual([
        expect.objectContaining({ ruleId: item.rule, message: expect.stringMatching(item.refused) }),
      ]);
    } else {
      expect(messages).toEqual([]);
    }
  });
});

it('puts every folder and file of lib/ in one of its layers', () => {
  // A module below the top is a zone's target; the top (lib/pages) is what the others may not import.
  const named = new Set(
    zones
      .filter((zone) => [zone.target].flat().some((target) => target.startsWith('./lib/')))
      .flatMap((zone) => [zone.target, zone.from].flat()),
  );
  const modules = readdirSync(path.join(ROOT, 'lib')).filter((entry) => !/\.test\.tsx?$/.test(entry));
  expect(modules.filter((module) => !named.has(`./lib/${module}`))).toEqual([]);
});
