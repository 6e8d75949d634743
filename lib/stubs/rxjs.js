// @ts-check
/**
 * rxjs in the browser's bundle (next.config.js, `turbopack.resolveAlias`, browser only): nothing.
 *
 * The browser holds Apollo's InMemoryCache and no client (lib/cms/hydration.ts): it restores,
 * extracts and reads (`readQuery`), and never watches. Apollo's cache module imports rxjs for
 * `watchFragment` alone, and builds two idle observables when it loads; that import put rxjs and
 * tslib (5 kB gzip) into every page's first-load JavaScript. These names are the ones Apollo's
 * browser modules import (a unit test keeps them in step); an observable can be made, and anything
 * that would run one throws, so a watch added in the browser fails loudly instead of doing nothing.
 * The server (queries, links, the content cache) keeps the real rxjs.
 */

/** @param {string} name @returns {(...args: unknown[]) => never} */
const unavailable = (name) => () => {
  throw new Error(
    `rxjs.${name} is not in the browser bundle (lib/stubs/rxjs.js): the browser's Apollo cache does not watch.`,
  );
};

export class Observable {
  /** @param {unknown} subscribe */
  constructor(subscribe) {
    this._subscribe = subscribe;
  }
}
Observable.prototype.subscribe = unavailable('Observable.subscribe');
Observable.prototype.pipe = unavailable('Observable.pipe');

export class ReplaySubject extends Observable {
  constructor() {
    super(undefined);
    unavailable('ReplaySubject')();
  }
}

export const EMPTY = new Observable(undefined);
export const distinctUntilChanged = unavailable('distinctUntilChanged');
export const map = unavailable('map');
export const share = unavailable('share');
export const shareReplay = unavailable('shareReplay');
export const tap = unavailable('tap');
export const timer = unavailable('timer');
