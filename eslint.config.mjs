import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
