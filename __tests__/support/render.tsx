import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { SiteContext } from '@/components/ui/SiteContext';
import type { BlockContext } from '@/components/blocks/types';
import type { ViewContext } from '@/components/templates/usePageView';
import { toSiteSettings, type SiteSettings } from '@/lib/brand/site-settings';
import { SECTION_NAMES } from '@/lib/brand/words';
import type { Brand } from '@/lib/brand/types';
import type { PageSite, SiteProps } from '@/lib/cms/page-props';
import { createCache } from '@/lib/cms/apollo-cache';
import { HydratedCacheProvider } from '@/lib/cms/hydration';
import { createBrandTheme } from '@/theme/createBrandTheme';

export const testBrand = (overrides: Partial<Brand> = {}): Brand => ({
  name: 'Wayfarer Collective',
  slug: 'wayfarer',
  domain: 'www.wayfarercollective.com',
  singleCountryBrand: false,
  countries: ['us', 'gb', 'ie', 'au'],
  countryLocales: { us: 'en-US', gb: 'en-GB', ie: 'en-IE', au: 'en-AU' },
  favicon: null,
  socialShareImage: null,
  organization: null,
  ...overrides,
});

/**
 * A CMS page's site props (the brand's words included, as the page loader resolves them); an
 * error page's has `brand: null`.
 */
export const testSite = (
  overrides: Partial<Omit<PageSite, 'brand'>> & { brand?: SiteProps['brand'] } = {},
): SiteProps & Pick<PageSite, 'sectionNames' | 'bookingHosts'> => ({
  brand: testBrand(),
  draft: false,
  indexable: true,
  previewOrigins: ['http://localhost:1337'],
  gtmId: null,
  requestTime: Date.parse('2026-11-22T12:00:00Z'),
  countryCode: null,
  brandOrigins: {
    'Wayfarer Collective': 'https://www.wayfarercollective.com',
    'Timberline Camps': 'https://www.timberlinecamps.com',
    BUNAC: 'https://www.bunac.org',
  },
  sectionNames: SECTION_NAMES,
  bookingHosts: [],
  ...overrides,
});

/** The context block mappers get, for a brand. */
export const testBlockContext = (overrides: Partial<BlockContext> = {}): BlockContext => {
  const site = testSite();
  return { brand: site.brand!, brandOrigins: site.brandOrigins, countryCode: null, ...overrides };
};

/** The context page view mappers get: the block context, the request's time and the site's section names. */
export const testViewContext = (overrides: Partial<ViewContext> = {}): ViewContext => ({
  ...testBlockContext(),
  requestTime: testSite().requestTime,
  words: SECTION_NAMES,
  ...overrides,
});

export const testMedia = (name = 'lake', alt = 'Canoes on a lake at dawn') => ({
  name: `${name}.jpg`,
  caption: null,
  alternativeText: alt,
  url: `/uploads/${name}.jpg`,
  width: 1600,
  height: 900,
});

interface Options extends Omit<RenderOptions, 'wrapper'> {
  site?: SiteProps | null;
  settings?: SiteSettings;
}

/** The providers of a page: the brand theme, the site context and an Apollo cache. */
export function TestProviders({
  site = testSite(),
  settings = toSiteSettings(null),
  children,
}: {
  site?: SiteProps | null;
  settings?: SiteSettings;
  children: ReactNode;
}) {
  const cache = useMemo(() => createCache(), []);
  const theme = useMemo(() => createBrandTheme(settings.appearance), [settings]);
  return (
    <HydratedCacheProvider cache={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SiteContext.Provider value={{ site, settings }}>{children}</SiteContext.Provider>
      </ThemeProvider>
    </HydratedCacheProvider>
  );
}

/** Renders inside the providers of a page: the brand theme, the site context and an Apollo cache. */
export function renderWithProviders(
  ui: ReactElement,
  { site = testSite(), settings = toSiteSettings(null), ...options }: Options = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestProviders site={site} settings={settings}>
        {children}
      </TestProviders>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
