/**
 * @jest-environment node
 *
 * Structured data as a crawler reads it from a served page: one script per object in its head,
 * parsed back, from the components that show the same facts to visitors. The builders run in the
 * server render only (components/ui/JsonLd.tsx): this file renders as the server does.
 */
import router from 'next/router';
import BlockList, { prepareBlocks } from '@/components/blocks/BlockList';
import EventsTemplate from '@/components/templates/Events/EventsTemplate';
import JobsTemplate from '@/components/templates/Jobs/JobsTemplate';
import SiteShell from '@/components/layout/SiteShell';
import { usePageQuery } from '@/lib/cms/usePageQuery';
import { siteSettings } from '@/__tests__/support/fixtures';
import { testBlockContext, testBrand, testSite } from '@/__tests__/support/render';
import { serverRender } from '@/__tests__/support/structured-data';
import { PageBreadcrumbs } from './PageHeader';
import type { EventView } from '@/components/lists/EventList/toEvents';
import type { JobView } from '@/components/lists/JobCard/toJobCard';

// The shell reads the brand's settings from the page's Apollo cache: here the answer is given directly.
jest.mock('@/lib/cms/usePageQuery', () => ({ usePageQuery: jest.fn() }));

let page: ReturnType<typeof serverRender>;
/** Renders as the server does, keeping the page for the assertions below. */
const renderPage = (...args: Parameters<typeof serverRender>) => (page = serverRender(...args));
/** Every JSON-LD object of the page, parsed. */
const ofType = (type: string) => page.structuredData.filter((data) => data['@type'] === type);

afterEach(() => {
  router.asPath = '/';
});

const faq = (id: string, questions: [string, string][]) => ({
  __typename: 'ComponentBlocksFaq',
  id,
  rank: Number(id),
  Title: null,
  Questions: questions.map(([Question, Answer], index) => ({ id: `${id}-${index}`, Question, Answer })),
});

describe('structured data', () => {
  it('gives a page one FAQPage holding the questions of all its FAQ blocks', () => {
    const blocks = prepareBlocks(
      [faq('1', [['Do I need a visa?', 'Yes, a **J-1**.']]), faq('2', [['When do I fly?', 'In June.']])],
      testBlockContext(),
      'test',
    );
    renderPage(<BlockList blocks={blocks} />);
    const pages = ofType('FAQPage');
    expect(pages).toHaveLength(1);
    expect(pages[0].mainEntity).toEqual([
      expect.objectContaining({
        name: 'Do I need a visa?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, a J-1.' },
      }),
      expect.objectContaining({ name: 'When do I fly?' }),
    ]);
  });

  it('repeats the breadcrumbs a visitor sees as a BreadcrumbList on the brand’s domain', () => {
    router.asPath = '/blog/ten-things/?utm_source=mail';
    renderPage(
      <PageBreadcrumbs
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog/' }, { label: 'Ten things' }]}
      />,
    );
    expect(page.html).toMatch(/<nav[^>]*aria-label="Breadcrumb"[\s\S]*Ten things/);
    const [list] = ofType('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home', item: 'https://www.wayfarercollective.com/' }),
      expect.objectContaining({ position: 2, name: 'Blog', item: 'https://www.wayfarercollective.com/blog/' }),
      expect.objectContaining({
        position: 3,
        name: 'Ten things',
        item: 'https://www.wayfarercollective.com/blog/ten-things/',
      }),
    ]);
  });

  it('shows where each event is and gives search engines the upcoming ones', () => {
    router.asPath = '/events/';
    const event = (key: string, overrides: Partial<EventView>): EventView => ({
      key,
      title: `Event ${key}`,
      subTitle: null,
      body: null,
      date: { iso: '2027-01-14T18:30:00.000Z', label: '14 January 2027', month: 'Jan', day: '14', year: '2027' },
      image: null,
      button: null,
      isPast: false,
      venue: null,
      online: false,
      ...overrides,
    });
    renderPage(
      <EventsTemplate
        events={[
          event('fair', {
            venue: {
              name: 'Manchester Central',
              street: 'Windmill Street',
              city: 'Manchester',
              postalCode: 'M2 3GX',
              countryCode: 'GB',
            },
          }),
          event('webinar', { online: true }),
          event('old', { isPast: true, online: true }),
        ]}
      />,
      { site: testSite() },
    );
    expect(page.html).toContain('Manchester Central, Manchester');
    expect(page.html.match(/>Online</g)).toHaveLength(2);
    expect(page.html).toContain('id="event-webinar"');
    const events = ofType('Event');
    expect(events.map((data) => data.name)).toEqual(['Event fair', 'Event webinar']);
    expect(events[1].location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://www.wayfarercollective.com/events/#event-webinar',
    });
  });

  it('gives each job with a country and a posting date as a JobPosting, and only those', () => {
    router.asPath = '/jobs/';
    const job = (key: string, countryCode: string | null): JobView => ({
      key,
      title: `Job ${key}`,
      rank: 1,
      image: null,
      logo: null,
      sticker: null,
      location: { name: 'Banff, Alberta', mapsHref: null, countryCode },
      datePosted: '2026-10-01T09:00:00.000Z',
      additionalInfo: null,
      pay: null,
      duration: null,
      benefits: null,
      description: 'Keep the lifts moving.',
      ctas: [],
    });
    renderPage(
      <JobsTemplate
        page={{
          title: 'Jobs',
          hero: null,
          intro: null,
          seo: { title: 'Jobs', description: null },
          jobs: [job('a', 'CA'), job('b', null)],
        }}
      />,
    );
    const postings = ofType('JobPosting');
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ title: 'Job a', jobLocation: { address: { addressCountry: 'CA' } } });
    expect(page.html).toContain('id="job-a"');
  });

  it('writes no markup a crumb could break out of', () => {
    renderPage(<PageBreadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: '</script><b>x</b>' }]} />);
    const [script] = page.scripts;
    expect(script.text).not.toContain('</script');
    expect(JSON.parse(script.text).itemListElement[1].name).toBe('</script><b>x</b>');
  });

  it('describes the brand as an Organization, from its OrganizationData', () => {
    (usePageQuery as jest.Mock).mockImplementation((_document: unknown, variables: unknown) =>
      variables ? { brandSettings: [siteSettings([])] } : undefined,
    );
    const brand = testBrand({
      organization: {
        name: 'Wayfarer Collective Ltd',
        description: null,
        foundingDate: null,
        address: { street: null, city: 'London', region: null, postalCode: null, country: 'United Kingdom' },
        contactPoints: [{ telephone: '+44 20 7000 0000', email: null, countryCode: null, contactType: 'sales' }],
      },
    });
    renderPage(
      <SiteShell site={testSite({ brand })}>
        <h1>Camp Counsellor USA</h1>
      </SiteShell>,
      { site: testSite({ brand }) },
    );
    expect(ofType('Organization')[0]).toMatchObject({
      name: 'Wayfarer Collective Ltd',
      url: 'https://www.wayfarercollective.com/',
      address: { addressLocality: 'London', addressCountry: 'United Kingdom' },
      contactPoint: [{ telephone: '+44 20 7000 0000', contactType: 'sales' }],
    });
  });
});
