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
 * A kept parameter in one spelling, or null when it is not one the route reads. The spelling is
 * the value the page reads (`queryValue` in lib/pages/params.ts: trimmed, empty as absent), so
 * `%65xperience=Surf+Camp`, `experience=Surf%20Camp` and `experience=%20Surf%20Camp%20` are one key,
 * and an empty value none.
 * @param {string} pair
 * @param {readonly string[]} allowed
 * @returns {{ name: string, value: string | null } | null}
 */
function keptPair(pair, allowed) {
  const index = pair.indexOf('=');
  const name = decoded(index === -1 ? pair : pair.slice(0, index));
  if (name === null || !allowed.includes(name)) return null;
  const value = decoded(index === -1 ? '' : pair.slice(index + 1));
  if (value === null) return null;
  return { name, value: value.trim() || null };
}

/**
 * The path and kept query of a request URL, and what was left out (to put back on a redirect).
 * A page reads the first value of a parameter, so only the first counts: `?experience=A&experience=B`
 * is the key of `?experience=A`, whatever B is.
 * @param {string} url the request's URL (path and query)
 * @returns {{ path: string, extra: string }}
 */
function keptUrl(url) {
  const index = url.indexOf('?');
  const pathname = index === -1 ? url : url.slice(0, index);
  if (index === -1) return { path: pathname, extra: '' };
  const routes = /** @type {Record<string, readonly string[] | undefined>} */ (ROUTE_QUERY_PARAMETERS);
  const allowed = routes[routeOf(pathname)] ?? [];
  const kept = /** @type {Map<string, string | null>} */ (new Map());
  const extra = /** @type {string[]} */ ([]);
  for (const pair of url.slice(index + 1).split('&')) {
    if (!pair) continue;
    const parameter = allowed.length ? keptPair(pair, allowed) : null;
    if (parameter === null || kept.has(parameter.name)) extra.push(pair);
    else kept.set(parameter.name, parameter.value);
  }
  const query = [...kept]
    .flatMap(([name, value]) => (value === null ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`]))
    .sort();
  return { path: query.length ? `${pathname}?${query.join('&')}` : pathname, extra: extra.join('&') };
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
