import { cmsFile } from '@/lib/cms/file-loader';
import { sitemapXml } from '@/lib/cms/sitemap-loader';

/** /sitemap.xml: every published page of the brand (lib/seo/sitemap.ts). */
export const getServerSideProps = cmsFile(sitemapXml);

export default function SitemapXml() {
  return null;
}
