import type { ReactNode } from 'react';
import router from 'next/router';
import { renderWithProviders, testBrand, testMedia, testSite } from '@/__tests__/support/render';
import { toMedia } from '@/lib/media';
import Seo from './Seo';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title>, <meta> and <link> tags into document.head.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

const head = (selector: string) => document.head.querySelector(selector);
const PRODUCT = '/gb/experiences/summer-camp/camp-counsellor/';

afterEach(() => {
  router.asPath = '/';
});

describe('Seo', () => {
  it('asks search engines not to index a page that is not indexable, and only such a page', () => {
    const { unmount } = renderWithProviders(<Seo title="About us" description={null} />, {
      site: testSite({ indexable: false }),
    });
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    unmount();
    renderWithProviders(<Seo title="About us" description={null} />, { site: testSite({ indexable: true }) });
    expect(head('meta[name="robots"]')).toBeNull();
  });

  it('shares an image at an absolute address on the brand’s domain, with its size', () => {
    const image = toMedia(testMedia())!;
    renderWithProviders(<Seo title="Canada" description="Lakes" image={image} />);
    const url = 'https://www.wayfarercollective.com/uploads/lake.jpg';
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', url);
    expect(head('meta[name="twitter:image"]')).toHaveAttribute('content', url);
    expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '1600');
    expect(head('meta[property="og:image:height"]')).toHaveAttribute('content', '900');
    expect(head('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Canoes on a lake at dawn');
  });

  it('links the country versions of a country page by locale, with x-default, beside its canonical', () => {
    router.asPath = `${PRODUCT}?utm_source=mail`;
    renderWithProviders(<Seo title="Camp counsellor" description={null} />, {
      site: testSite({ countryCode: 'gb' }),
    });
    const origin = 'https://www.wayfarercollective.com';
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', origin + PRODUCT);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en-US', `${origin}/us/experiences/summer-camp/camp-counsellor/`],
      ['en-GB', `${origin}${PRODUCT}`],
      ['en-IE', `${origin}/ie/experiences/summer-camp/camp-counsellor/`],
      ['en-AU', `${origin}/au/experiences/summer-camp/camp-counsellor/`],
      ['x-default', `${origin}/us/experiences/summer-camp/camp-counsellor/`],
    ]);
  });

  it('names no canonical address, alternates or og:url on a page never to be indexed (an error page)', () => {
    router.asPath = `${PRODUCT.replace('camp-counsellor', 'no-such-job')}`;
    renderWithProviders(<Seo title="Page not found" description={null} noIndex />, {
      site: testSite({ countryCode: 'gb', indexable: true }),
    });
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('link[rel="alternate"]')).toBeNull();
    expect(head('meta[property="og:url"]')).toBeNull();
    expect(head('meta[property="og:site_name"]')).toHaveAttribute('content', 'Wayfarer Collective');
  });

  it('tells link previews what the page is: the site’s page, or an article', () => {
    router.asPath = '/blog/first/';
    const { unmount } = renderWithProviders(<Seo title="Destinations" description={null} />);
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    unmount();
    renderWithProviders(<Seo title="First" description={null} type="article" />);
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('gives a page without a country no alternates', () => {
    router.asPath = '/blog/first/';
    renderWithProviders(<Seo title="First" description={null} />, {
      site: testSite({ brand: testBrand(), countryCode: null }),
    });
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });
});
