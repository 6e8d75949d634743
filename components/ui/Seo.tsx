import Head from 'next/head';
import { useSite } from './SiteContext';
import type { Media } from '@/lib/media';
import { alternateLinks } from '@/lib/seo/alternates';
import { NOINDEX } from '@/lib/seo/noindex';
import { absoluteUrl } from '@/lib/url';
import { usePageAddress } from './usePageAddress';

export interface SeoView {
  title: string;
  description: string | null;
  image?: Media | null;
  /** What the page is to a link preview (og:type): an article (a blog post) or the site's page. */
  type?: 'website' | 'article';
}

/**
 * A page's SEO view from its SeoDetails: the editor's SEO title and description when given, else
 * the page's own title and the page's fallback description (its hero intro, subtitle, ...).
 */
export function toSeo(
  details: { Title?: string | null; Description?: string | null } | null | undefined,
  page: { title: string; description?: string | null; image?: Media | null },
): SeoView {
  return {
    title: details?.Title || page.title,
    description: details?.Description ?? page.description ?? null,
    image: page.image,
  };
}

/**
 * Title, description, canonical URL, country alternates and link previews from the page's
 * SeoDetails. The canonical URL is the page on its brand's own domain, whatever host served it;
 * outside production, and in preview, the page asks not to be indexed. A page that is never to be
 * indexed (`noIndex`: the error pages) names no canonical address, alternates or og:url: the
 * missing address is not one to keep.
 */
export default function Seo({ title, description, image, type = 'website', noIndex }: SeoView & { noIndex?: boolean }) {
  const { site } = useSite();
  const address = usePageAddress();
  const brand = address?.brand;
  const origin = address?.origin ?? null;
  const fullTitle = brand && !title.includes(brand.name) ? `${title} | ${brand.name}` : title;
  const listed = address && origin && !noIndex;
  const canonical = listed ? `${origin}${address.path}` : null;
  const alternates = listed ? alternateLinks(address.brand, address.path, site?.countryCode ?? null, origin) : [];
  const shareImage = image ?? brand?.socialShareImage ?? null;
  // A path of the site (the CMS's uploads it proxies) on the canonical origin.
  const shareImageUrl = shareImage ? absoluteUrl(shareImage.url, origin) : null;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {noIndex || !site?.indexable ? <meta name="robots" content={NOINDEX} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {brand ? <meta property="og:site_name" content={brand.name} /> : null}
      {shareImageUrl ? <meta property="og:image" content={shareImageUrl} /> : null}
      {shareImage?.width ? <meta property="og:image:width" content={String(shareImage.width)} /> : null}
      {shareImage?.height ? <meta property="og:image:height" content={String(shareImage.height)} /> : null}
      {shareImage?.alt ? <meta property="og:image:alt" content={shareImage.alt} /> : null}
      <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
      {shareImageUrl ? <meta name="twitter:image" content={shareImageUrl} /> : null}
    </Head>
  );
}
