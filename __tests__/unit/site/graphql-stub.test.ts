import fs from 'fs';
import path from 'path';
import { BREAK, Kind, visit } from 'graphql';
import * as stub from '@/lib/stubs/graphql';

/**
 * The browser's graphql is a stub (lib/stubs/graphql.js, next.config.js): it must export every name
 * Apollo's cache and utilities import from graphql, the real visitor and kinds among them, and its
 * print must throw.
 */
const apollo = path.join(__dirname, '..', '..', '..', 'node_modules', '@apollo', 'client');

function esmFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return esmFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

function graphqlNames(): Set<string> {
  const names = new Set<string>();
  for (const file of ['cache', 'utilities', 'masking'].flatMap((dir) => esmFiles(path.join(apollo, dir)))) {
    const source = fs.readFileSync(file, 'utf8');
    expect(source).not.toMatch(/import\s*\*\s*as\s*\w+\s*from\s*"graphql"/);
    for (const match of source.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*"graphql"/g)) {
      for (const name of match[1].split(',')) {
        const imported = name.trim().split(/\s+as\s+/)[0];
        if (imported) names.add(imported);
      }
    }
  }
  return names;
}

describe('the browser graphql stub', () => {
  it("exports every name Apollo's cache and utilities import from graphql", () => {
    const names = graphqlNames();
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((name) => !(name in stub))).toEqual([]);
  });

  it("gives graphql's own visitor and kinds, and a print that throws", () => {
    expect(stub.visit).toBe(visit);
    expect(stub.BREAK).toBe(BREAK);
    expect(stub.Kind).toBe(Kind);
    expect(() => stub.print()).toThrow(/not in the browser bundle/);
  });
});
