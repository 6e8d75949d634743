import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { useSite } from '@/components/layout/SiteContext';
import type { BlockContext } from './types';

/** The context block mappers need, from the site props and the current route's country segment. */
export function useBlockContext(): BlockContext | null {
  const { site } = useSite();
  const { query } = useRouter();
  const countryCode = typeof query.countryCode === 'string' ? query.countryCode.toLowerCase() : null;
  return useMemo(
    () => (site?.brand ? { brand: site.brand, brandOrigins: site.brandOrigins, countryCode } : null),
    [site, countryCode],
  );
}
