import { environment } from '@/lib/cms/env';

export { NOINDEX } from './noindex';

/**
 * Search engines may index the site only in production (ENVIRONMENT=production): a staging copy or
 * the demo answers robots.txt `Disallow: /`, an `X-Robots-Tag: noindex` header on every response
 * (proxy.ts) and a robots meta tag on every page (components/ui/Seo.tsx), so it never competes with
 * the real site.
 */
export const isIndexable = (env: Record<string, string | undefined> = process.env) => environment(env) === 'production';
