import { useMemo } from 'react';
import { useSite } from '@/components/ui/SiteContext';
import type { BlockContext } from './types';

/**
 * The context block mappers need, from the site props: the brand, where each brand lives, and the
 * visitor's country when the page's address names one (the page loader decides it from the request).
 */
export function useBlockContext(): BlockContext | null {
  const { site } = useSite();
  return useMemo(
    () =>
      site?.brand
        ? { brand: site.brand, brandOrigins: site.brandOrigins, countryCode: site.countryCode ?? null }
        : null,
    [site],
  );
}
