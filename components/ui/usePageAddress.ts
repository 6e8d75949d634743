import { useRouter } from 'next/router';
import { useSite } from './SiteContext';
import { canonicalOrigin } from '@/lib/seo/origin';
import type { LdPage } from '@/lib/seo/structured-data';

/**
 * Where the page is, as search engines should know it: its brand, the brand's canonical origin
 * (null when the CMS names no domain) and the page's path without query or fragment. The canonical
 * link, the alternates, share images and structured data all start from it. Null on a page without
 * a brand (the CMS unreachable): nothing to describe.
 */
export function usePageAddress(): LdPage | null {
  const { site } = useSite();
  const { asPath } = useRouter();
  const brand = site?.brand;
  return brand ? { brand, origin: canonicalOrigin(brand), path: asPath.split(/[?#]/)[0] } : null;
}
