/**
 * Pure content rules of the site (SPEC.md §2 link shapes and path rules, §3 tag item and article grouping,
 * §5 validation rules, §9 date format and sorts). No React, no I/O, no dependencies.
 */
export { buildContentLink } from './links';
export type { ContentItem, ContentItemBrand } from './links';
export { replaceCountryCode, normalisePath } from './paths';
export { buildTrackingQuery } from './tracking';
export { truncate, formatTag } from './text';
export { nullIfEmpty, toList } from './values';
export { formatDate, groupByMonth } from './dates';
export { sortByRank } from './sort';
export { isProductPage } from './product';
