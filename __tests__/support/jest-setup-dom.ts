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
