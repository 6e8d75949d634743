import Head from 'next/head';
import { useRouter } from 'next/router';
import { useSite } from '@/components/layout/SiteContext';
import type { Media } from '@/lib/media';

export interface SeoView {
  title: string;
  description: string | null;
  image?: Media | null;
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
 * Title, description, canonical URL and link previews from the page's SeoDetails. The canonical URL
 * is the page on its brand's own domain, whatever host served it.
 */
export default function Seo({ title, description, image, noIndex }: SeoView & { noIndex?: boolean }) {
  const { site } = useSite();
  const { asPath } = useRouter();
  const brand = site?.brand;
  const fullTitle = brand && !title.includes(brand.name) ? `${title} | ${brand.name}` : title;
  const domain = brand?.domain
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  const path = asPath.split(/[?#]/)[0];
  const canonical = domain ? `https://${domain}${path}` : null;
  const shareImage = image ?? brand?.socialShareImage ?? null;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {noIndex || site?.draft ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {brand ? <meta property="og:site_name" content={brand.name} /> : null}
      {shareImage ? <meta property="og:image" content={shareImage.url} /> : null}
      <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
    </Head>
  );
}
