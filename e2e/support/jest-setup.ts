// A real browser against a production build on a shared two-core machine: a test may take
// longer than jest's default 5 s (a project's `testTimeout` does not reach jest-circus here).
jest.setTimeout(60_000);
