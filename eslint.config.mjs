import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * graphql/generated/graphql.ts holds the types of every operation; each operation's document is a
 * module of its own (graphql/generated/documents), so a page ships its own queries only.
 */
const generatedTypesOnly = {
  name: '@/graphql/generated/graphql',
  allowTypeImports: true,
  message: 'Types only: import a document from @/graphql/generated/documents/<Operation>.',
};

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
          paths: [generatedTypesOnly],
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
                '@/lib/cms/shared-state',
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
