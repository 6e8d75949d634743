import '@testing-library/jest-dom';

// next.config.js sets skipTrailingSlashRedirect, which Next turns into this define: links keep the
// brand's trailing-slash form exactly as built.
process.env.__NEXT_MANUAL_TRAILING_SLASH = 'true';

// next/router is not mounted in component tests: a router stub with the fields components read.
jest.mock('next/router', () => {
  const router = {
    pathname: '/',
    asPath: '/',
    query: {},
    isReady: true,
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
    prefetch: jest.fn(() => Promise.resolve()),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  };
  return { __esModule: true, useRouter: () => router, default: router };
});

// Blocks, the header's menus and the cookie notice are next/dynamic chunks (components/blocks/
// registry.ts); in the browser a page has the ones it renders before it hydrates. Here each starts
// loading when its module is imported, and every test file waits for them before its tests, so a
// render shows them at once, as a server render does.
const mockDynamicLoads: Promise<unknown>[] = [];
jest.mock('next/dynamic', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    __esModule: true,
    default: (loader: () => Promise<unknown>) => {
      let Loaded: React.ComponentType<object> | null = null;
      mockDynamicLoads.push(
        loader().then((loaded) => {
          const exports = loaded as { default?: React.ComponentType<object> } & React.ComponentType<object>;
          Loaded = exports.default ?? exports;
        }),
      );
      return function Dynamic(props: object) {
        return Loaded ? createElement(Loaded, props) : null;
      };
    },
  };
});
beforeAll(() => Promise.all(mockDynamicLoads));
