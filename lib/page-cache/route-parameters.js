// @ts-check
'use strict';
/**
 * The query parameters each route reads, by route (its path without a trailing slash). The page
 * cache keys a page by these only, and renders it with these only (./request-key); a page reads
 * them through `queryValue` (lib/pages/params.ts), which accepts no other name. A parameter a
 * route starts to read is added here, or the route never sees it behind the cache.
 */
const ROUTE_QUERY_PARAMETERS = /** @type {const} */ ({
  // The news list, filtered by an experience's name.
  '/news': ['experience'],
});

module.exports = { ROUTE_QUERY_PARAMETERS };
