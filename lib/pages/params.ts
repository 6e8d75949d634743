import type { PageContext } from '@/lib/cms/page-loader';
import { text } from '@/lib/content/values';
import { ROUTE_QUERY_PARAMETERS } from '@/lib/page-cache/route-parameters';

/** A query parameter some route reads: declared in lib/page-cache/route-parameters.js, or the page cache never lets it through. */
export type QueryParameter = (typeof ROUTE_QUERY_PARAMETERS)[keyof typeof ROUTE_QUERY_PARAMETERS][number];

/** A route parameter as a string (Next gives string | string[] | undefined). */
export function param(context: PageContext, name: string): string {
  const value = context.next.params?.[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** A query-string value as a string, or null. */
export function queryValue(context: PageContext, name: QueryParameter): string | null {
  const value = context.next.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return text(first);
}
