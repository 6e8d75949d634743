/**
 * Product-page recognition (docs/content-rules.md §2 "A page is recognised as a product page when its data carries a
 * productHero field").
 *
 * Pure functions: no React, no I/O, no dependencies.
 */

/**
 * Tells whether page data is a product page (docs/content-rules.md §2 "A page is recognised as a product page when its
 * data carries a productHero field"): `data` is an object (arrays excluded) with an OWN `productHero`
 * property whose value is neither `null` nor `undefined` (an inherited `productHero` does not count; any
 * other value, even `{}` or `false`, does). Anything else — `null`, primitives — gives `false`.
 */
export function isProductPage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  if (!Object.prototype.hasOwnProperty.call(data, 'productHero')) return false;
  const value = (data as { productHero?: unknown }).productHero;
  return value !== null && value !== undefined;
}
