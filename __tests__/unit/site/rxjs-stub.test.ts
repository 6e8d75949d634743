import fs from 'fs';
import path from 'path';
import * as stub from '@/lib/stubs/rxjs';

/**
 * The browser's rxjs is a stub (lib/stubs/rxjs.js, next.config.js): it must export every name
 * Apollo's cache and utilities import from rxjs (a missing one fails the browser build, or worse,
 * is undefined at run time), and anything that would run an observable must throw.
 */
const apollo = path.join(__dirname, '..', '..', '..', 'node_modules', '@apollo', 'client');

function esmFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return esmFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

function rxjsNames(): Set<string> {
  const names = new Set<string>();
  for (const file of ['cache', 'utilities', 'masking'].flatMap((dir) => esmFiles(path.join(apollo, dir)))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*"rxjs"/g)) {
      for (const name of match[1].split(',')) {
        const imported = name.trim().split(/\s+as\s+/)[0];
        if (imported) names.add(imported);
      }
    }
  }
  return names;
}

describe('the browser rxjs stub', () => {
  it("exports every name Apollo's cache and utilities import from rxjs", () => {
    const names = rxjsNames();
    expect(names.size).toBeGreaterThan(0);
    const missing = [...names].filter((name) => !(name in stub));
    expect(missing).toEqual([]);
  });

  it('lets Apollo make its idle observables, and throws for anything that would run one', () => {
    const observable = new stub.Observable(() => undefined);
    expect(() => observable.pipe()).toThrow(/not in the browser bundle/);
    expect(() => stub.EMPTY.subscribe()).toThrow(/not in the browser bundle/);
    expect(() => stub.timer()).toThrow(/not in the browser bundle/);
  });
});
