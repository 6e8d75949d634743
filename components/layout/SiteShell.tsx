import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider (color schemes, a storage
// listener: about 2 kB gzip) for themes that have them; the brand themes have none, and for a
// theme without them MUI's provider is exactly @mui/system's (ThemeProviderNoVars).
import { ThemeProvider } from '@mui/system';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useContext, useMemo, type ReactNode } from 'react';
import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import { readConsent } from '@/lib/analytics/consent';
import { useAnalytics } from '@/lib/analytics/useAnalytics';
import { AUTOMATED_SOURCES, readAutomatedMenu } from '@/lib/cms/automated-menu';
import { policyLink, toSiteSettings } from '@/lib/brand/site-settings';
import { usePageCache } from '@/lib/cms/hydration';
import type { PageSite, SiteProps } from '@/lib/cms/page-props';
import { usePageQuery } from '@/lib/cms/usePageQuery';
import { listHref } from '@/lib/links';
import { canonicalOrigin } from '@/lib/seo/origin';
import { organizationLd } from '@/lib/seo/structured-data';
import { ContentPlacesContext } from '@/lib/preview/content-source';
import { usePreviewRefresh } from '@/lib/preview/usePreviewRefresh';
import { useUtmCapture } from '@/lib/tracking/useUtmCapture';
import { useBookingLinkCampaign } from '@/lib/tracking/useBookingLinkCampaign';
import { createBrandTheme } from '@/theme/createBrandTheme';
import JsonLd from '@/components/ui/JsonLd';
import CookieNotice from './CookieNotice';
import Footer from './Footer';
import Header from './Header';
import Newsletter from './Newsletter';
import { SiteContext } from '../ui/SiteContext';
import SkipLink from './SkipLink';

const NO_ORIGINS: string[] = [];
const NO_HOSTS: string[] = [];

/**
 * Parts only some pages show, each a chunk of its own that only those pages load: the preview
 * banner (draft mode), the urgent news banner and the chat widget (brands that set one up).
 */
const PreviewBanner = dynamic(() => import('./PreviewBanner'));
const UrgentNewsBanner = dynamic(() => import('./UrgentNewsBanner'));
const ChatWidget = dynamic(() => import('./ChatWidget'));

/**
 * Everything around a page: the brand's theme (from its site settings, read from the hydrated
 * cache), the layout, and the client hooks (UTM capture, preview refresh, GTM). Pages without a
 * brand (a static 404, the CMS unreachable) get the fallback theme and a minimal layout.
 */
export default function SiteShell({
  site,
  pageType = 'unknown',
  children,
}: {
  site: SiteProps | undefined;
  /** What kind of page this is, for analytics (lib/analytics/page-view.ts). */
  pageType?: string;
  children: ReactNode;
}) {
  const brandName = site?.brand?.name;
  const data = usePageQuery(BrandSiteSettingsDocument, brandName ? { brandName } : undefined);
  const raw = data?.brandSettings[0];
  const settings = useMemo(() => toSiteSettings(raw), [raw]);
  const theme = useMemo(() => createBrandTheme(settings.appearance), [settings]);
  const context = useMemo(() => ({ site: site ?? null, settings }), [site, settings]);
  const cache = usePageCache();
  // Draft mode: the lists' answers placed, as usePageQuery places the page's, so the explore links
  // name the documents their texts are edited in.
  const place = useContext(ContentPlacesContext);
  const explore = useMemo(() => {
    const brand = site?.brand;
    if (!brand) return [];
    const items = settings.navigation.automatedMenuItems;
    const answer = readAutomatedMenu(
      cache,
      brand.name,
      items.map((item) => item.source),
    );
    if (!answer) return [];
    const data = place ? place(answer) : answer;
    const linkContext = { brand, brandOrigins: site.brandOrigins, countryCode: site.countryCode ?? null };
    return items.flatMap((item) => {
      const source = AUTOMATED_SOURCES[item.source];
      if (!source) return [];
      return [
        {
          label: item.label,
          href: listHref(source.list, { brand }),
          children: source.links(data, linkContext, site.requestTime),
          src: item.src,
        },
      ];
    });
  }, [cache, place, settings, site]);

  useUtmCapture(readConsent);
  useBookingLinkCampaign((site as Partial<PageSite> | null)?.bookingHosts ?? NO_HOSTS, readConsent);
  usePreviewRefresh(site?.previewOrigins ?? NO_ORIGINS);
  useAnalytics(site?.gtmId, {
    brand: site?.brand?.name ?? null,
    pageType,
    country: site?.countryCode ?? null,
    draft: site?.draft ?? false,
  });

  const favicon = site?.brand?.favicon;
  const brand = site?.brand;
  const logo =
    settings.appearance.headerLogos.find((item) => item.variant === 'primary') ?? settings.appearance.headerLogos[0];
  const organization = useMemo(
    () => (brand ? organizationLd(brand, canonicalOrigin(brand), logo?.image) : null),
    [brand, logo],
  );
  const urgent = settings.appearance.urgentNews;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SiteContext.Provider value={context}>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={theme.palette.primary.main} />
          {favicon ? <link rel="icon" href={favicon.url} /> : null}
        </Head>
        <JsonLd id="organization" data={organization} />
        <SkipLink />
        {/* Early in the body, after the skip link (still the keyboard's first stop): read before
            the page, and parsed and painted with its first frame, not once all of it is parsed. */}
        {settings.cookieNotice && !site?.draft ? (
          <CookieNotice {...settings.cookieNotice} policy={policyLink(settings.navigation, 'cookie')} />
        ) : null}
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
          {site?.draft ? <PreviewBanner /> : null}
          {urgent ? <UrgentNewsBanner {...urgent} /> : null}
          <Header menu={settings.appearance.headerMenu} bookingLink={settings.navigation.myBookingLink} />
          <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
            {children}
          </Box>
          {settings.newsletter ? (
            <Newsletter settings={settings.newsletter} privacyPolicy={policyLink(settings.navigation, 'privacy')} />
          ) : null}
          <Footer
            navigation={settings.navigation}
            explore={explore}
            spaced={!settings.newsletter}
            cookieSettings={Boolean(settings.cookieNotice) && !site?.draft}
          />
        </Box>
        {settings.chatWidget ? <ChatWidget {...settings.chatWidget} /> : null}
      </SiteContext.Provider>
    </ThemeProvider>
  );
}
