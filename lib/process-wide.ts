/**
 * One instance per server process, whichever bundle asks. Next compiles every page and API route
 * into its own bundle, and a module-level `const` may exist once per bundle: a revocation made by
 * /api/exit-preview, or a purge made by /api/revalidate, must reach the pages, so such state is
 * kept on globalThis under a registered symbol.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`travel-site.${name}`);
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  return (registry[key] ??= create());
}
