import Head from 'next/head';
import { useRouter } from 'next/router';
import { useSite } from '@/components/layout/SiteContext';
import { canonicalOrigin } from '@/lib/seo/origin';
import { jsonLdText, type LdPage } from '@/lib/seo/structured-data';

/**
 * One structured-data object in the page's head, as `<script type="application/ld+json">`.
 * `id` names its slot: a page has one object per slot (a later one with the same id replaces it),
 * so two lists of blocks cannot give a page two FAQPage objects.
 */
export default function JsonLd({ id, data }: { id: string; data: object | null }) {
  if (!data) return null;
  return (
    <Head>
      <script
        key={`ld-${id}`}
        id={`ld-${id}`}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
      />
    </Head>
  );
}

/**
 * Where the page is, for structured data: its brand, the brand's canonical origin and the page's
 * path. Null on a page without a brand (the CMS unreachable): nothing to describe.
 */
export function useLdPage(): LdPage | null {
  const { site } = useSite();
  const { asPath } = useRouter();
  const brand = site?.brand;
  return brand ? { brand, origin: canonicalOrigin(brand), path: asPath.split(/[?#]/)[0] } : null;
}
