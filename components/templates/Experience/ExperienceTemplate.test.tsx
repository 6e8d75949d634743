import { screen, within } from '@testing-library/react';
import type { ExperienceQuery, NewsQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext, testBrand, testMedia } from '@/__tests__/support/render';
import { listHref } from '@/lib/links';
import { toNewsView } from '../News/toNewsView';
import { toExperienceView } from './toExperienceView';
import ExperienceTemplate from './ExperienceTemplate';

type RawExperience = NonNullable<ExperienceQuery['experiences'][number]>;
type RawNews = NonNullable<NewsQuery['newsItems'][number]>;

const context = testViewContext();
const crumbs = [
  { label: 'Home', href: '/' },
  { label: 'Experiences', href: '/experiences/' },
];

const flag = (code: string) => ({
  name: `${code}.png`,
  caption: null,
  alternativeText: null,
  url: `/uploads/flag-${code}.png`,
  width: 60,
  height: 40,
});

const rawExperience = (overrides: Partial<RawExperience> = {}): RawExperience => ({
  documentId: 'e1',
  Name: 'Summer Camp',
  TagLine: 'Nine weeks you will never forget',
  Slug: 'summer-camp',
  Hero: {
    TagLine: null,
    Title: 'Spend your summer at camp',
    IntroText: null,
    SecondaryActionPrefixText: null,
    TickerBanner: null,
    BannerImage: testMedia(),
    CallToAction: null,
    SecondaryAction: null,
  },
  SeoDetails: null,
  FAQ: null,
  USP: null,
  countries: [
    { documentId: 'c-us', CountryCode: 'US', CountryName: 'United States', FlagImage: flag('us') },
    null,
    { documentId: 'c-ca', CountryCode: 'CA', CountryName: 'Canada', FlagImage: null },
  ],
  MediaDisplay: null,
  CrossSell: null,
  brands: [],
  ...overrides,
});

const newsItem = (documentId: string, title: string): RawNews => ({
  documentId,
  title,
  publishedAt: null,
  body: null,
  buttonText: null,
  link: null,
  socialmediaTags: [],
  image: null,
  experiences: [{ documentId: 'e1', Name: 'Summer Camp', Slug: 'summer-camp' }],
});

const newsHrefFor = (name: string) => listHref('news', { brand: testBrand() }, { experience: name });

function render(raw: RawExperience, news: RawNews[] = []) {
  const experience = toExperienceView({ experiences: [raw] }, context)!;
  return renderWithProviders(
    <ExperienceTemplate
      experience={experience}
      news={toNewsView({ newsItems: news })}
      newsHref={newsHrefFor(experience.name)}
      crumbs={crumbs}
    />,
  );
}

describe('ExperienceTemplate', () => {
  it('has one h1, the hero title, under breadcrumbs ending on the experience', () => {
    render(rawExperience());
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Spend your summer at camp',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Summer Camp')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('uses the experience name as h1 without a hero', () => {
    render(rawExperience({ Hero: null }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Summer Camp']);
  });

  it('lists the countries it runs in, in the CMS order', () => {
    render(rawExperience());
    const where = screen.getByRole('region', { name: 'Where you can go' });
    expect(
      within(where)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['United States', 'Canada']);
  });

  it('leaves out the countries section when it runs nowhere yet', () => {
    render(rawExperience({ countries: [null] }));
    expect(screen.queryByRole('region', { name: 'Where you can go' })).not.toBeInTheDocument();
  });

  it('renders its blocks in ascending rank', () => {
    render(
      rawExperience({
        FAQ: withTypename('ComponentBlocksFaq', {
          id: 'faq',
          rank: 1,
          Title: 'Camp questions',
          Questions: [{ id: 'q1', Question: 'How old must I be?', Answer: '18 by June 1.' }],
        }),
        USP: withTypename('ComponentBlocksUspList', {
          id: 'usp',
          rank: 2,
          Title: 'Why camp',
          Items: [{ id: 'u1', Title: 'Paid work', Text: null, Icon: null }],
        }),
      }),
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Camp questions')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Camp questions')).toBeLessThan(headings.indexOf('Why camp'));
  });

  it('shows the three latest news items and links to all of them, filtered by the experience name', () => {
    render(rawExperience(), [
      newsItem('n1', 'Camp fair dates'),
      newsItem('n2', 'New camps in Maine'),
      newsItem('n3', 'Visa update'),
      newsItem('n4', 'Older news'),
    ]);
    const news = screen.getByRole('region', { name: 'Summer Camp news' });
    expect(
      within(news)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Camp fair dates', 'New camps in Maine', 'Visa update']);
    expect(within(news).getByRole('link', { name: 'All summer camp news' })).toHaveAttribute(
      'href',
      '/news/?experience=Summer%20Camp',
    );
  });

  it('encodes an experience name with reserved characters in the news link', () => {
    render(rawExperience({ Name: 'Au Pair & Nanny' }), [newsItem('n1', 'Host families wanted')]);
    expect(screen.getByRole('link', { name: 'All au pair & nanny news' })).toHaveAttribute(
      'href',
      '/news/?experience=Au%20Pair%20%26%20Nanny',
    );
  });

  it('has no news section without news', () => {
    render(rawExperience());
    expect(screen.queryByRole('region', { name: 'Summer Camp news' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /news$/ })).not.toBeInTheDocument();
  });
});

describe('ExperienceTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename (the page's queries select documentId). */
  const answer = () =>
    rawExperience({
      __typename: 'Experience',
      Hero: withTypename('ComponentBlocksHero', {
        ...rawExperience().Hero!,
        BannerImage: withTypename('UploadFile', testMedia()),
      }),
      countries: [
        withTypename('Country', {
          documentId: 'c-us',
          CountryCode: 'US',
          CountryName: 'United States',
          FlagImage: withTypename('UploadFile', flag('us')),
        }),
        null,
        withTypename('Country', { documentId: 'c-ca', CountryCode: 'CA', CountryName: 'Canada', FlagImage: null }),
      ],
    } as Partial<RawExperience>);

  const news = (): NewsQuery => ({
    newsItems: [
      // Without its experiences: their chips would show the experience's name, marked, in the news list.
      withTypename('NewsItem', { ...newsItem('n1', 'Camp fair dates'), experiences: [] }),
    ],
  });

  const renderView = (data: ExperienceQuery, newsData: NewsQuery) =>
    renderWithProviders(
      <ExperienceTemplate
        experience={toExperienceView(data, context)!}
        news={toNewsView(newsData)}
        newsHref={newsHrefFor('Summer Camp')}
        crumbs={crumbs}
      />,
    );

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent({ experiences: [answer()] });
    const placedNews = placeContent(news());
    const { container } = renderView(placed, placedNews);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(unmarkedFields(container, placedNews)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Name=Summer Camp',
        'Hero.Title=Spend your summer at camp',
        'Hero.BannerImage=lake.jpg',
        'CountryName=United States',
        'FlagImage=flag-us.png',
        'CountryName=Canada',
        'title=Camp fair dates',
      ]),
    );
    const canada = screen.getByText('Canada');
    expect(new URLSearchParams(canada.getAttribute('data-strapi-source')!).get('documentId')).toBe('c-ca');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderView({ experiences: [answer()] }, news());
    expect(markedElements(container)).toBe(0);
  });
});
