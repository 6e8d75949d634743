import type { PageContext } from '@/lib/cms/page-loader';
import { text } from '@/lib/content/values';

/** A route parameter as a string (Next gives string | string[] | undefined). */
export function param(context: PageContext, name: string): string {
  const value = context.next.params?.[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** A query-string value as a string, or null. */
export function queryValue(context: PageContext, name: string): string | null {
  const value = context.next.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return text(first);
}
