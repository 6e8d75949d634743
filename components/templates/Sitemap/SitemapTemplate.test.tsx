import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SitemapPageQuery } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placeContent, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext } from '@/__tests__/support/render';
import { sitemapAnswer } from '@/__tests__/support/sitemap-answer';
import { toSitemapView } from './toSitemapView';
import SitemapTemplate from './SitemapTemplate';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title> into document.head, where the visitor's browser tab reads it.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

const brandRef = (Name: string, Slug: string, SiteDomainName: string, SingleCountryBrand: boolean) => ({
  documentId: Slug,
  Name,
  Slug,
  SeoDetails: { SiteDomainName, SingleCountryBrand },
});
const wayfarer = brandRef('Wayfarer Collective', 'wayfarer', 'www.wayfarercollective.com', false);
const timberline = brandRef('Timberline Camps', 'timberline', 'www.timberlinecamps.com', true);

const camp = { documentId: 'e1', Slug: 'summer-camp' };
const v2 = (documentId: string, Name: string, Slug: string, overrides: Record<string, unknown> = {}) => ({
  documentId,
  Name,
  Slug,
  IsInfoHubPage: false,
  experience: camp,
  brands: [wayfarer],
  productHero: { id: `${documentId}-hero` },
  ...overrides,
});

type RawSitemapPage = NonNullable<SitemapPageQuery['sitemapPages'][number]>;
type RawEntry = NonNullable<NonNullable<RawSitemapPage['CorePages']>[number]>;

const entry = (id: string, Title: string, URL: string, Description: string | null = null): RawEntry => ({
  id,
  Title,
  URL,
  Description,
});

const rawPage = (overrides: Partial<RawSitemapPage> = {}): RawSitemapPage => ({
  documentId: 'sitemap',
  Title: 'Site map',
  IntroText: 'Every page on our site, in one place.',
  SeoDetails: null,
  CorePages: [
    entry('c1', 'Experiences', '/experiences', 'Everything you can do with us.'),
    null,
    entry('c2', 'Destinations', '/destinations/'),
    entry('c3', '', '/no-title/'),
  ],
  InteriorPages: [
    entry('i1', 'About us', '/about-us/', '   '),
    entry('i2', 'Careers', ''),
    entry('i3', 'Our partner', 'https://partner.example.org/'),
  ],
  ...overrides,
});

const render = (raw: RawSitemapPage) =>
  renderWithProviders(<SitemapTemplate page={toSitemapView(sitemapAnswer([raw]), testViewContext())!} />);

/** The links under a group's heading. */
const groupLinks = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).parentElement!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SitemapTemplate', () => {
  it('has one h1, the page title, with its intro and breadcrumbs', () => {
    render(rawPage());
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Site map']);
    expect(screen.getByText('Every page on our site, in one place.')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Site map')).toHaveAttribute('aria-current', 'page');
  });

  it('groups the core pages under "Main sections" and the interior pages under "More pages"', () => {
    render(rawPage());
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Main sections',
      'More pages',
    ]);
    expect(groupLinks('Main sections')).toEqual([
      ['Experiences', '/experiences/'],
      ['Destinations', '/destinations/'],
    ]);
    expect(groupLinks('More pages')).toEqual([
      ['About us', '/about-us/'],
      ['Our partner', 'https://partner.example.org/'],
    ]);
  });

  it('lists every destination, experience, programme, travel guide and info-hub guide, under the brand’s words', () => {
    const lists = {
      destinations: [
        { documentId: 'd1', Name: 'USA', Slug: 'usa' },
        { documentId: 'd2', Name: 'Australia', Slug: 'australia' },
        null,
        { documentId: 'd3', Name: 'Canada', Slug: 'canada' },
        { documentId: 'd4', Name: 'Ireland', Slug: 'ireland' },
      ],
      experiences: [{ documentId: 'e1', Name: 'Summer Camp', Slug: 'summer-camp' }],
      travelGuides: [{ documentId: 'g1', Name: 'Banff', Slug: 'banff' }],
      productsV2: [
        v2('p1', 'Camp Counsellor USA', 'camp-counsellor-usa'),
        v2('p2', 'US visa guide', 'us-visa-guide', { IsInfoHubPage: true, experience: null }),
        v2('p3', 'Waterfront Specialist', 'waterfront-specialist', { brands: [timberline] }),
        v2('p4', 'Not a page yet', 'draft-shape', { productHero: null }),
      ],
      products: [
        {
          documentId: 'l1',
          Name: 'Work and Travel USA',
          Slug: 'work-and-travel-usa',
          experience: camp,
          brands: [wayfarer],
        },
        // The same page as the v2 product: listed once.
        {
          documentId: 'l2',
          Name: 'Camp Counsellor USA (old)',
          Slug: 'camp-counsellor-usa',
          experience: camp,
          brands: [wayfarer],
        },
      ],
    };
    renderWithProviders(
      <SitemapTemplate
        page={toSitemapView(
          sitemapAnswer(
            [
              rawPage({
                InteriorPages: [
                  entry('i1', 'USA', '/destinations/usa'),
                  entry('i2', 'Camp', '/gb/experiences/summer-camp/camp-counsellor-usa/'),
                  entry('i3', 'About us', '/about-us/'),
                ],
              }),
            ],
            lists,
          ),
          testViewContext({ words: { ...testViewContext().words, programmes: 'Our programmes' } }),
        )!}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Main sections',
      'Destinations',
      'Experiences',
      'Our programmes',
      'Travel guides',
      'Info hub',
      'More pages',
    ]);
    expect(groupLinks('Destinations')).toEqual([
      ['USA', '/destinations/usa/'],
      ['Australia', '/destinations/australia/'],
      ['Canada', '/destinations/canada/'],
      ['Ireland', '/destinations/ireland/'],
    ]);
    expect(groupLinks('Experiences')).toEqual([['Summer Camp', '/experiences/summer-camp/']]);
    expect(groupLinks('Our programmes')).toEqual([
      ['Camp Counsellor USA', '/us/experiences/summer-camp/camp-counsellor-usa/'],
      ['Work and Travel USA', '/us/experiences/summer-camp/work-and-travel-usa/'],
    ]);
    expect(groupLinks('Travel guides')).toEqual([['Banff', '/travel-guides/banff/']]);
    expect(groupLinks('Info hub')).toEqual([['US visa guide', '/infohub/us-visa-guide/']]);
    // The editor's links to a destination and a programme (in another country) listed above are not repeated.
    expect(groupLinks('More pages')).toEqual([['About us', '/about-us/']]);
  });

  it('shows a page’s description under its link', () => {
    render(rawPage());
    const link = screen.getByRole('link', { name: 'Experiences' });
    expect(link.closest('li')).toHaveTextContent('ExperiencesEverything you can do with us.');
    expect(screen.getByRole('link', { name: 'About us' }).closest('li')).toHaveTextContent(/^About us$/);
  });

  it('drops entries without a title or a URL', () => {
    render(rawPage());
    expect(screen.queryByText('Careers')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/no-title/"]')).toBeNull();
  });

  it('drops entries whose title or URL is only spaces, and trims the rest', () => {
    render(
      rawPage({
        CorePages: [
          entry('1', '   ', '/blank-title'),
          entry('2', 'Blank URL', '  '),
          entry('3', ' About ', ' /about '),
        ],
        InteriorPages: [],
      }),
    );
    expect(groupLinks('Main sections')).toEqual([['About', '/about/']]);
  });

  it('leaves out a group without pages', () => {
    const { unmount } = render(rawPage({ InteriorPages: null }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Main sections',
    ]);
    unmount();
    render(rawPage({ CorePages: [null, entry('c1', 'Experiences', '')] }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['More pages']);
  });

  it('never makes a live link of an unsafe URL', () => {
    render(rawPage({ InteriorPages: [entry('i1', 'Win a prize', 'javascript:alert(1)')] }));
    expect(screen.getByText('Win a prize')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Win a prize' })).not.toBeInTheDocument();
  });

  it('titles the browser tab with the SEO title, or the page title without one', () => {
    const { unmount } = render(rawPage({ SeoDetails: { Title: 'All our pages', Description: null } }));
    expect(document.title).toBe('All our pages | Wayfarer Collective');
    unmount();
    render(rawPage());
    expect(document.title).toBe('Site map | Wayfarer Collective');
  });
});

describe('toSitemapView', () => {
  it('has no view without a sitemap page', () => {
    expect(toSitemapView(sitemapAnswer([]), testViewContext())).toBeNull();
  });

  it('describes the page with its intro when it has no SEO description', () => {
    expect(toSitemapView(sitemapAnswer([rawPage()]), testViewContext())!.seo.description).toBe(
      'Every page on our site, in one place.',
    );
    expect(
      toSitemapView(
        sitemapAnswer([rawPage({ SeoDetails: { Title: 'Pages', Description: 'All of them.' } })]),
        testViewContext(),
      )!.seo.description,
    ).toBe('All of them.');
  });
});

describe('SitemapTemplate in the admin’s preview (click-to-edit)', () => {
  const pageLink = (id: string, Title: string, URL: string, Description: string | null = null) =>
    ({ __typename: 'ComponentSharedPageLink', ...entry(id, Title, URL, Description) }) as RawEntry;

  /** As GraphQL answers: every object with its __typename (the page's queries select documentId). */
  const answer = () =>
    rawPage({
      __typename: 'SitemapPage',
      CorePages: [
        pageLink('c1', 'Experiences', '/experiences', 'Everything you can do with us.'),
        null,
        pageLink('c2', 'Destinations', '/destinations/'),
      ],
      InteriorPages: [
        pageLink('i1', 'About us', '/about-us/', '   '),
        pageLink('i2', 'Careers', ''),
        pageLink('i3', 'Win a prize', 'javascript:alert(1)'),
      ],
    } as Partial<RawSitemapPage>);

  it('marks every text it shows with its field, in draft mode', () => {
    const placed = placeContent(sitemapAnswer([answer()]));
    const { container } = renderWithProviders(<SitemapTemplate page={toSitemapView(placed, testViewContext())!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual([
      'Title=Site map',
      'IntroText=Every page on our site, in one place.',
      'CorePages.0.Title=Experiences',
      'CorePages.0.Description=Everything you can do with us.',
      'CorePages.2.Title=Destinations',
      'InteriorPages.0.Title=About us',
      'InteriorPages.2.Title=Win a prize',
    ]);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(
      <SitemapTemplate page={toSitemapView(sitemapAnswer([answer()]), testViewContext())!} />,
    );
    expect(markedElements(container)).toBe(0);
  });
});
