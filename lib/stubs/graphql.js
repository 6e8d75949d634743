// @ts-check
/**
 * graphql-js in the browser's bundle (next.config.js, `turbopack.resolveAlias`, browser only): the
 * visitor and the kinds, without the printer.
 *
 * The browser holds Apollo's InMemoryCache and no client (lib/cms/hydration.ts). Apollo's cache and
 * utilities import four names from graphql (a unit test keeps them in step): `visit`, `BREAK` and
 * `Kind`, which reading the cache uses (adding __typename to a document, finding its definitions),
 * and `print`, which Apollo wraps in a memo that only a garbage collection resets: the browser never
 * prints a document, yet the printer (2.5 kB gzip) was in every page's first-load JavaScript. Here
 * it throws, so printing added in the browser fails loudly. The server keeps the whole of graphql.
 */
export { BREAK, visit } from 'graphql/language/visitor';
export { Kind } from 'graphql/language/kinds';

/** @returns {never} */
export function print() {
  throw new Error(
    "graphql's print is not in the browser bundle (lib/stubs/graphql.js): the browser's Apollo cache does not print documents.",
  );
}
