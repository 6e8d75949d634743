import { cmsFile } from '@/lib/cms/file-loader';
import { robots } from '@/lib/cms/sitemap-loader';

/** /robots.txt: crawl rules and the sitemap in production, nothing to crawl elsewhere. */
export const getServerSideProps = cmsFile(robots);

export default function RobotsTxt() {
  return null;
}
