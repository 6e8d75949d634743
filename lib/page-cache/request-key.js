// @ts-check
'use strict';
/**
 * A page view's key in the page cache, and the request a miss is rendered from: the brand the Host
 * names (whatever its spelling: case, port, `www.`, a trailing dot; resolved by the site's edge
 * services), the path, and only the query parameters the page's route reads, sorted. Everything
 * else a visitor adds (utm_*, gclid, fbclid, random ones) neither splits the key nor reaches the
 * render: the browser keeps them in its address bar, and a redirect carries them on.
 */
const { ROUTE_QUERY_PARAMETERS } = require('./route-parameters');

/** `/_next/data/<build>/news.json` → `/news` (a client-side navigation's data for a page). */
const DATA_ROUTE = /^\/_next\/data\/[^/]+(\/.*)\.json$/;

/**
 * The route a path belongs to, as ROUTE_QUERY_PARAMETERS names it: without a trailing slash, data
 * routes as their page (`/index.json` is the home page's).
 * @param {string} pathname
 */
function routeOf(pathname) {
  const data = DATA_ROUTE.exec(pathname);
  const page = data ? data[1].replace(/\/index$/, '') || '/' : pathname;
  return page.length > 1 ? page.replace(/\/+$/, '') : page;
}

/** @param {string} text */
function decoded(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: nothing a route reads.
    return null;
  }
}

/**
 * A kept parameter in one spelling (`%65xperience=Surf+Camp` and `experience=Surf%20Camp` are the
 * same), or null when it is not one the route reads.
 * @param {string} pair
 * @param {readonly string[]} allowed
 */
function keptPair(pair, allowed) {
  const index = pair.indexOf('=');
  const name = decoded(index === -1 ? pair : pair.slice(0, index));
  if (name === null || !allowed.includes(name)) return null;
  const value = decoded(index === -1 ? '' : pair.slice(index + 1));
  return value === null ? null : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/**
 * The path and kept query of a request URL, and what was left out (to put back on a redirect).
 * @param {string} url the request's URL (path and query)
 * @returns {{ path: string, extra: string }}
 */
function keptUrl(url) {
  const index = url.indexOf('?');
  const pathname = index === -1 ? url : url.slice(0, index);
  if (index === -1) return { path: pathname, extra: '' };
  const routes = /** @type {Record<string, readonly string[] | undefined>} */ (ROUTE_QUERY_PARAMETERS);
  const allowed = routes[routeOf(pathname)] ?? [];
  const kept = /** @type {string[]} */ ([]);
  const extra = /** @type {string[]} */ ([]);
  for (const pair of url.slice(index + 1).split('&')) {
    if (!pair) continue;
    const canonical = allowed.length ? keptPair(pair, allowed) : null;
    if (canonical === null) extra.push(pair);
    else kept.push(canonical);
  }
  kept.sort();
  return { path: kept.length ? `${pathname}?${kept.join('&')}` : pathname, extra: extra.join('&') };
}

/**
 * @param {string} url
 * @param {{ brand: string, renderHost: string }} resolved
 * @param {boolean} data a client-side navigation's data request (x-nextjs-data)
 */
function requestKey(url, resolved, data) {
  const { path, extra } = keptUrl(url);
  return { key: `${resolved.brand} ${resolved.renderHost}${path}${data ? ' data' : ''}`, path, extra };
}

module.exports = { requestKey, keptUrl, routeOf };
