import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Zones resolve from the repository, whatever directory ESLint is started from (the lint test). */
const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * graphql/generated/graphql.ts holds the types of every operation; each operation's document is a
 * module of its own (graphql/generated/documents), so a page ships its own queries only.
 */
const generatedTypesOnly = {
  name: '@/graphql/generated/graphql',
  allowTypeImports: true,
  message: 'Types only: import a document from @/graphql/generated/documents/<Operation>.',
};

/** Internal links prefetch on intent, not in view (issue 41): components/ui/NextLink is the one next/link. */
const intentLinksOnly = {
  name: 'next/link',
  message: 'Import NextLink from @/components/ui/NextLink: it prefetches on intent, not on scrolling into view.',
};

/**
 * lib/'s layers, bottom first (docs/architecture.md, "Layers"). A module imports only from the layers
 * below its own: never from above, nor from another member of its own layer. Three modules sit lower
 * than their folders: lib/security/production-secrets.js (the demo values, which the settings
 * refuse in production), lib/security/secret.js (the secrets' comparison, which the edge uses too)
 * and lib/cms/env.ts (the settings, which security/, preview/ and seo/ read).
 * Every folder and file of lib/ is in one layer (the lint test fails for one that is in none).
 */
const LIB_LAYERS = [
  [
    'content',
    'react',
    'stubs',
    'browser-storage.ts',
    'page-nonce.ts',
    'process-wide.ts',
    'server-settings.js',
    'security/production-secrets.js',
    'security/secret.js',
    'url-table.js',
    'video.ts',
  ],
  ['cms/env.ts', 'observability'],
  ['security', 'tracking', 'page-cache'],
  ['preview', 'analytics', 'newsletter'],
  ['media.ts'],
  ['brand'],
  ['links.ts', 'url.ts'],
  ['seo'],
  ['cms'],
  ['pages'],
];

/** The zones that keep lib/'s layers one way: for each module, the modules it may not import. */
function libLayerZones() {
  return LIB_LAYERS.flatMap((layer, index) =>
    layer.flatMap((module) => {
      const allowed = LIB_LAYERS.slice(0, index).flat();
      const refused = [...layer.filter((other) => other !== module), ...LIB_LAYERS.slice(index + 1).flat()];
      const message =
        `lib/${module} is in layer ${index} of lib/ (docs/architecture.md, "Layers"): ` +
        (index ? 'it imports only from the layers below it' : 'it imports no other module of lib/') +
        '. Move the shared code down, or this code up.';
      // A refused folder holding a module of a lower layer is refused but for that module.
      const lowerInside = (folder) => allowed.filter((lower) => lower.startsWith(`${folder}/`));
      const target = `./lib/${module}`;
      const plain = refused.filter((other) => lowerInside(other).length === 0);
      return [
        ...(plain.length ? [{ target, from: plain.map((other) => `./lib/${other}`), message }] : []),
        ...refused
          .filter((other) => lowerInside(other).length > 0)
          .map((other) => ({
            target,
            from: `./lib/${other}`,
            except: lowerInside(other).map((lower) => `./${lower.slice(other.length + 1)}`),
            message,
          })),
      ];
    }),
  );
}

/** The React that lib/ may hold, in these modules only (docs/architecture.md, "Layers"). */
const LIB_REACT_MODULES = [
  'lib/react/transition-hydration.ts',
  'lib/cms/hydration.ts',
  'lib/cms/usePageQuery.ts',
  'lib/preview/content-source.ts',
  'lib/preview/usePreviewRefresh.ts',
  'lib/analytics/useAnalytics.ts',
  'lib/tracking/useUtmCapture.ts',
  'lib/tracking/useBookingLinkCampaign.ts',
];

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-test/**',
      '.next-*/**',
      'cms/**',
      'graphql/generated/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One-way layers (docs/architecture.md): pages -> components -> lib and theme, never back.
    // Tests are not a layer: a component's test may render it with anything.
    files: ['pages/**', 'lib/**', 'theme/**', 'components/**', 'graphql/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./lib', './theme', './graphql'],
              from: ['./components', './pages'],
              message: 'lib/ and theme/ are below components/ and pages/: move the shared code down, or the caller up.',
            },
            {
              target: './components',
              from: './pages',
              message: 'components/ never import a route: move what they share into the template folder or lib/.',
            },
            {
              target: './pages',
              from: './pages',
              except: ['./api'],
              message: 'A page file never imports another page file: share through components/templates or lib/pages.',
            },
            // Inside components/: ui/ at the bottom; lists/ and blocks/ side by side above it.
            {
              target: './components/ui',
              from: ['./components/layout', './components/blocks', './components/lists', './components/templates'],
              message:
                'components/ui is the bottom of components/: it imports no other component folder (layout, blocks, lists, templates). Move what it needs down into ui/ or lib/.',
            },
            {
              target: './components/lists',
              from: './components/blocks',
              message: 'lists/ and blocks/ do not import each other: share through components/ui or lib/.',
            },
            {
              target: './components/blocks',
              from: './components/lists',
              message: 'blocks/ and lists/ do not import each other: share through components/ui or lib/.',
            },
            ...libLayerZones(),
          ],
          basePath: root,
        },
      ],
    },
  },
  {
    // lib/ holds no components, and React only in the modules named above.
    files: ['lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXElement, JSXFragment', message: 'lib/ holds no components: a component lives in components/.' },
      ],
    },
  },
  {
    files: ['lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', ...LIB_REACT_MODULES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'next/*',
                '@apollo/client/react',
                '@mui/*',
                '@emotion/*',
              ],
              message:
                'lib/ holds React only in the modules docs/architecture.md names (LIB_REACT_MODULES): a hook that needs the site belongs in components/, one that does not in a module of its own, named there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [generatedTypesOnly] }] },
  },
  {
    // Browser code: what _app, the layout and the templates import ends up in every visitor's
    // JavaScript. Server modules (secrets, the CMS client and its caches, node's crypto) stay behind
    // getServerSideProps, which Next strips from the browser build; their types may be shared.
    files: [
      'components/**',
      'theme/**',
      'pages/_app.tsx',
      'lib/cms/hydration.ts',
      'lib/cms/page-props.ts',
      // Every mapper's media (lib/media.ts maps alike on both sides: lib/cms/media-urls runs first).
      'lib/media.ts',
      'lib/preview/usePreviewRefresh.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // This block replaces the one above for browser code: it repeats its rule.
          paths: [generatedTypesOnly, intentLinksOnly],
          patterns: [
            {
              group: [
                '@/lib/cms/cache-link',
                '@/lib/cms/circuit-breaker',
                '@/lib/cms/client',
                '@/lib/cms/content-cache',
                '@/lib/cms/env',
                '@/lib/cms/media-proxy',
                '@/lib/cms/media-urls',
                '@/lib/cms/page-loader',
                '@/lib/cms/preview-documents',
                '@/lib/cms/query',
                '@/lib/cms/process-state',
                '@/lib/page-cache/*',
                '@/lib/pages/*',
                '@/lib/preview/messages',
                '@/lib/preview/secret',
                '@/lib/preview/session',
                '@/lib/seo/indexing',
                '@/lib/process-wide',
                '@/lib/security/*',
                './client',
                './messages',
                './page-loader',
                'crypto',
                'node:*',
              ],
              allowTypeImports: true,
              message:
                'Browser code never imports a server module (it would ship to every visitor): import its types with `import type`, or move the shared part into a module of its own.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read untyped JSON from HTTP (GraphQL, REST) and build loose fixtures.
    files: ['__tests__/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
