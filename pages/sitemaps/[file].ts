import { cmsFile } from '@/lib/cms/file-loader';
import { sitemapFileXml } from '@/lib/cms/sitemap-loader';

/** /sitemaps/<n>.xml: one file of a sitemap index, for a brand past 50,000 pages. */
export const getServerSideProps = cmsFile(sitemapFileXml);

export default function SitemapFile() {
  return null;
}
