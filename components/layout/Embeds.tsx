import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/router';
import { AnchorLink } from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { safeHref } from '@/lib/url';
import type { SiteProps } from '@/lib/cms/page-props';
import { useSite } from '../ui/SiteContext';
import SiteButton from '@/components/ui/SiteButton';
import ArrowForwardIcon from '@/components/ui/icons/ArrowForward';

const isHttpsUrl = (value: string) => /^https:\/\//i.test(value.trim()) && safeHref(value) !== null;

const domainOrigin = (domain: string | null | undefined) =>
  domain ? originOf(/^https?:\/\//i.test(domain) ? domain : `https://${domain}`) : null;

interface SiteOrigins {
  /** Every brand's site, as seen from this request. */
  brands: Set<string>;
  /** This brand's own site: as seen from this request, and its production domain. */
  own: Set<string>;
}

function siteOrigins(site: SiteProps | null): SiteOrigins {
  const brandOrigins = site?.brandOrigins ?? {};
  const own = [site?.brand ? brandOrigins[site.brand.name] : undefined, domainOrigin(site?.brand?.domain)].filter(
    (origin): origin is string => Boolean(origin),
  );
  return { brands: new Set([...Object.values(brandOrigins), ...own]), own: new Set(own) };
}

/**
 * How a form shows: a provider's https form is framed; a page of one of our sites (a path, or an
 * absolute URL on a brand's origin) is linked, never framed into the site, and this brand's own
 * pages become paths so "the page you are on" is recognised.
 */
function placeForm(
  name: string,
  embedUrl: string,
  origins: SiteOrigins,
): { name: string; href: string; framed: boolean } {
  const origin = originOf(embedUrl);
  if (origin && origins.own.has(origin)) {
    const url = new URL(embedUrl.trim());
    return { name, href: url.pathname + url.search, framed: false };
  }
  return { name, href: embedUrl, framed: isHttpsUrl(embedUrl) && !(origin && origins.brands.has(origin)) };
}

/** The origin of an absolute URL, or null for a path or something that is not a URL. */
const originOf = (value: string) => {
  try {
    return /^https?:\/\//i.test(value.trim()) ? new URL(value.trim()).origin : null;
  } catch {
    return null;
  }
};

/**
 * The brand's form embeds and reviews widgets placed on this page (their Placement names the page).
 * A form from a provider (an https URL) is framed, sandboxed and lazy; a form that is a page of the
 * site is linked, never framed into itself. A reviews widget needs its provider's frame URL: an
 * in-house id with no provider renders nothing rather than a fake.
 */
export default function Embeds({ placement }: { placement: string }) {
  const { settings, site } = useSite();
  const { asPath } = useRouter();
  const here = asPath.split(/[?#]/)[0].replace(/\/+$/, '');
  const origins = siteOrigins(site);
  const forms = settings.embeds.forms
    .filter((form) => form.placement === placement)
    .map((form) => placeForm(form.name, form.embedUrl, origins));
  const reviews = settings.embeds.reviews.filter(
    (widget) => widget.placement === placement && isHttpsUrl(widget.widgetId),
  );
  if (forms.length === 0 && reviews.length === 0) return null;
  return (
    <>
      {forms.map((form) =>
        form.framed ? (
          <Section key={form.name} title={form.name}>
            <Box
              component="iframe"
              src={form.href}
              title={form.name}
              loading="lazy"
              sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
              sx={{ width: '100%', minHeight: 640, border: 0 }}
            />
          </Section>
        ) : safeHref(form.href) && form.href.replace(/\/+$/, '') !== here ? (
          <Section key={form.name}>
            <Stack direction="row">
              <SiteButton component={AnchorLink} href={form.href} variant="contained" endIcon={<ArrowForwardIcon />}>
                {form.name}
              </SiteButton>
            </Stack>
          </Section>
        ) : null,
      )}
      {reviews.map((widget) => (
        <Section key={widget.name} title={widget.name}>
          <Box
            component="iframe"
            src={widget.widgetId}
            title={widget.name}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups"
            sx={{ width: '100%', minHeight: 420, border: 0 }}
          />
        </Section>
      ))}
    </>
  );
}
