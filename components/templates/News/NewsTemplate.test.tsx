import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ExperiencesQuery, NewsQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBrand } from '@/__tests__/support/render';
import { listHref } from '@/lib/links';
import { toExperienceNames, toNewsView } from './toNewsView';
import NewsTemplate from './NewsTemplate';
import { skippedHeadingLevels } from '@/__tests__/support/outline';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title> into document.head, where the visitor's browser tab reads it.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

type RawNews = NonNullable<NewsQuery['newsItems'][number]>;
type RawExperience = NonNullable<ExperiencesQuery['experiences'][number]>;

const newsItem = (documentId: string, title: string, overrides: Partial<RawNews> = {}): RawNews => ({
  documentId,
  title,
  publishedAt: null,
  body: null,
  buttonText: null,
  link: null,
  socialmediaTags: [],
  image: null,
  experiences: [],
  ...overrides,
});

const experience = (documentId: string, Name: string): RawExperience => ({
  documentId,
  Name,
  Slug: Name.toLowerCase().replace(/\W+/g, '-'),
  TagLine: null,
  Hero: null,
  TileDetails: null,
});

const experiences: ExperiencesQuery = {
  experiences: [experience('e1', 'Summer Camp'), null, experience('e2', 'Au Pair & Nanny')],
};

const news: NewsQuery = {
  newsItems: [
    newsItem('n1', 'Applications open for summer 2027', { link: '/apply/', buttonText: 'Apply now' }),
    null,
    newsItem('n2', '   '),
    newsItem('n3', 'Host families wanted'),
  ],
};

// As pages/news.tsx builds it: the news page, filtered by an experience name in the query string.
const hrefFor = (name: string) => listHref('news', { brand: testBrand() }, name ? { experience: name } : undefined);

const render = (data: NewsQuery = news, current: string | null = null) =>
  renderWithProviders(
    <NewsTemplate
      brandName="Wayfarer Collective"
      news={toNewsView(data)}
      experiences={toExperienceNames(experiences)}
      experience={current}
      hrefFor={hrefFor}
    />,
  );

const filters = () => screen.getByRole('list', { name: 'Filter by experience' });

describe('NewsTemplate', () => {
  it('is titled "News" for all news, in its one h1, the breadcrumbs and the browser tab', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['News']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('News')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('News | Wayfarer Collective');
  });

  it('titles each news item one level below the page’s h1: no heading level skipped', () => {
    const { container } = render();
    expect(skippedHeadingLevels(container)).toEqual([]);
  });

  it('is titled after the experience it is filtered by', () => {
    render(news, 'Summer Camp');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Summer Camp news',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Summer Camp news'),
    ).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Summer Camp news | Wayfarer Collective');
  });

  it('offers "All news" and every experience as filters, each linking to its news page', () => {
    render();
    expect(
      within(filters())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All news', '/news/'],
      ['Summer Camp', '/news/?experience=Summer%20Camp'],
      ['Au Pair & Nanny', '/news/?experience=Au%20Pair%20%26%20Nanny'],
    ]);
  });

  it('marks "All news" as current when the list is not filtered', () => {
    render();
    expect(within(filters()).getByRole('link', { name: 'All news' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters()).getByRole('link', { name: 'Summer Camp' })).not.toHaveAttribute('aria-current');
  });

  it('marks the experience filtered by as current, and only that one', () => {
    render(news, 'Au Pair & Nanny');
    expect(within(filters()).getByRole('link', { name: 'Au Pair & Nanny' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters()).getByRole('link', { name: 'All news' })).not.toHaveAttribute('aria-current');
    expect(within(filters()).getByRole('link', { name: 'Summer Camp' })).not.toHaveAttribute('aria-current');
  });

  it('shows the news items in the order given, leaving out those without a title', () => {
    render();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Applications open for summer 2027', 'Host families wanted']);
    expect(screen.getByRole('link', { name: 'Apply now – Applications open for summer 2027' })).toHaveAttribute(
      'href',
      '/apply/',
    );
    expect(screen.queryByText('No news yet.')).not.toBeInTheDocument();
  });

  it('says so when there is no news, keeping the filters', () => {
    render({ newsItems: [null, newsItem('n1', '')] }, 'Summer Camp');
    expect(screen.getByText('No news yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(within(filters()).getAllByRole('link')).toHaveLength(3);
  });
});

describe('toExperienceNames', () => {
  it('gives the brand’s experience names in the query’s order, without unpublished ones', () => {
    expect(toExperienceNames(experiences).map(({ name }) => name)).toEqual(['Summer Camp', 'Au Pair & Nanny']);
    expect(toExperienceNames({ experiences: [] })).toEqual([]);
  });
});

describe('NewsTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers the page's two queries: every object with its __typename, each document with its documentId. */
  const newsAnswer = (): NewsQuery => ({
    newsItems: [
      withTypename(
        'NewsItem',
        newsItem('n1', 'Applications open for summer 2027', {
          body: 'Apply **before March**.',
          link: '/apply/',
          buttonText: 'Apply now',
          experiences: [withTypename('Experience', { documentId: 'e1', Name: 'Summer Camp', Slug: 'summer-camp' })],
        }),
      ),
      withTypename('NewsItem', newsItem('n3', 'Host families wanted')),
    ],
  });
  const experiencesAnswer = (): ExperiencesQuery => ({
    experiences: experiences.experiences.map((item) => item && withTypename('Experience', item)),
  });

  const renderAnswers = (data: NewsQuery, names: ExperiencesQuery) =>
    renderWithProviders(
      <NewsTemplate
        brandName="Wayfarer Collective"
        news={toNewsView(data)}
        experiences={toExperienceNames(names)}
        experience={null}
        hrefFor={hrefFor}
      />,
    );

  it('marks every news text it shows with its field, in draft mode (the title and intro are the site’s own)', () => {
    const placed = [placeContent(newsAnswer()), placeContent(experiencesAnswer())] as const;
    const { container } = renderAnswers(...placed);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'title=Applications open for summer 2027',
        'body=Apply before March.',
        'buttonText=Apply now',
        'Name=Summer Camp',
        'title=Host families wanted',
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).not.toHaveAttribute('data-strapi-source');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderAnswers(newsAnswer(), experiencesAnswer());
    expect(markedElements(container)).toBe(0);
  });
});
