import { cmsPage } from '@/lib/cms/page-loader';

/**
 * Every address of two or more segments no other route takes (`/events/old-event/`,
 * `/about-us/team/`, a trimmed product address): the brand's own 404, rendered like any page's
 * (its header and footer, the response's CSP nonce, `noindex`, cached as a not-found), not Next's
 * prerendered 404, which knows no brand and whose scripts the CSP refuses (pages/404.tsx is left
 * for what never reaches a page route).
 */
export const getServerSideProps = cmsPage(async () => ({ notFound: true }));

/** Never rendered: _app renders the error page for a not-found's props. */
export default function UnknownAddress() {
  return null;
}
