import { screen, within } from '@testing-library/react';
import type { NewsItemFragment } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import NewsList from './NewsList';
import { toNews } from './toNews';

const item = (overrides: Partial<NewsItemFragment>): NewsItemFragment => ({
  documentId: 'n',
  title: 'News',
  publishedAt: null,
  body: null,
  socialmediaTags: null,
  buttonText: null,
  link: null,
  image: null,
  experiences: [],
  ...overrides,
});

const news: NewsItemFragment[] = [
  item({
    documentId: 'n1',
    title: 'Applications open for summer 2027',
    publishedAt: '2026-10-02T09:00:00.000Z',
    body: 'Apply **before March** to get the best choice of camps.\n\n<script>alert(1)</script>',
    socialmediaTags: [{ id: 't1', slug: 'summer-camp' }, null, { id: 't2', slug: 'camp-counsellor' }],
    buttonText: 'Apply now',
    link: '/apply/',
    image: testMedia('camp', 'Campers around a fire'),
    experiences: [{ documentId: 'x1', Name: 'Summer Camp America', Slug: 'summer-camp-america' }, null],
  }),
  item({
    documentId: 'n2',
    title: 'Our new Byron Bay hostel partner',
    link: 'https://example.org/byron',
    socialmediaTags: [{ id: 't3', slug: 'byron-bay' }],
  }),
  item({ documentId: 'n3', title: 'A suspicious story', buttonText: 'Click me', link: 'javascript:alert(1)' }),
];

describe('NewsList', () => {
  it('shows news cards in the order given, each with its hashtags', () => {
    renderWithProviders(<NewsList items={toNews(news)} label="News" />);
    const cards = within(screen.getByRole('list', { name: 'News' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Applications open for summer 2027',
      'Our new Byron Bay hostel partner',
      'A suspicious story',
    ]);
    expect(within(cards[0]).getByRole('list', { name: 'Hashtags' })).toHaveTextContent('#SUMMERCAMP#CAMPCOUNSELLOR');
    expect(within(cards[1]).getByText('#BYRONBAY')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Summer Camp America')).toBeInTheDocument();
  });

  it('dates each item by when it was published, and shows no date it does not have', () => {
    renderWithProviders(<NewsList items={toNews(news)} label="News" />);
    const [dated, undated] = within(screen.getByRole('list', { name: 'News' })).getAllByRole('article');
    const time = within(dated).getByText('Oct 2 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-10-02T09:00:00.000Z');
    expect(undated.querySelector('time')).toBeNull();
  });

  it('links the button to the item’s link, named with the title; "Read more" by default', () => {
    renderWithProviders(<NewsList items={toNews(news)} />);
    expect(screen.getByRole('link', { name: 'Apply now – Applications open for summer 2027' })).toHaveAttribute(
      'href',
      '/apply/',
    );
    expect(screen.getByRole('link', { name: 'Read more – Our new Byron Bay hostel partner' })).toHaveAttribute(
      'href',
      'https://example.org/byron',
    );
  });

  it('shows no button for an unsafe link', () => {
    renderWithProviders(<NewsList items={toNews(news)} />);
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders the body as Markdown and HTML in it as text', () => {
    const { container } = renderWithProviders(<NewsList items={toNews(news)} />);
    expect(screen.getByText('before March').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
  });

  it('can link the hashtags', () => {
    renderWithProviders(
      <NewsList items={toNews(news.slice(1, 2))} tagHrefFor={(slug) => `/news/tags/${slug}/`} headingLevel="h2" />,
    );
    expect(screen.getByRole('link', { name: '#BYRONBAY' })).toHaveAttribute('href', '/news/tags/byron-bay/');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Our new Byron Bay hostel partner');
  });

  it('renders nothing without news', () => {
    const { container } = renderWithProviders(<NewsList items={toNews([null, item({ title: '' })])} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('NewsList in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers the News query: every object with its __typename, each document with its documentId. */
  const answer = () => ({
    newsItems: [
      withTypename(
        'NewsItem',
        item({
          documentId: 'n1',
          title: 'Applications open for summer 2027',
          body: 'Apply **before March** to get the best choice of camps.',
          socialmediaTags: [withTypename('ComponentSharedTag', { id: 't1', slug: 'summer-camp' })],
          buttonText: 'Apply now',
          link: '/apply/',
          image: withTypename('UploadFile', testMedia('camp', 'Campers around a fire')),
          experiences: [
            withTypename('Experience', { documentId: 'x1', Name: 'Summer Camp America', Slug: 'summer-camp-america' }),
            withTypename('Experience', { documentId: 'x2', Name: 'Work America', Slug: 'work-america' }),
          ],
        }),
      ),
      withTypename(
        'NewsItem',
        item({
          documentId: 'n2',
          title: 'Our new Byron Bay hostel partner',
          link: 'https://example.org/byron',
          experiences: [
            withTypename('Experience', { documentId: 'x3', Name: 'Work Australia', Slug: 'work-australia' }),
          ],
        }),
      ),
    ],
  });

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent(answer());
    const { container } = renderWithProviders(<NewsList items={toNews(placed.newsItems)} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'title=Applications open for summer 2027',
        'body=Apply before March to get the best choice of camps.',
        'image=camp.jpg',
        'buttonText=Apply now',
        'Name=Summer Camp America',
        'Name=Work America',
        'title=Our new Byron Bay hostel partner',
        'Name=Work Australia',
      ]),
    );
    // "Read more" is the site's own label, not the item's: nothing to edit there.
    expect(screen.getByText('Read more')).not.toHaveAttribute('data-strapi-source');
    expect(screen.getByText('Summer Camp America').parentElement).toHaveTextContent(
      'Summer Camp America · Work America',
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<NewsList items={toNews(answer().newsItems)} />);
    expect(markedElements(container)).toBe(0);
    expect(screen.getByText('Summer Camp America · Work America')).toBeInTheDocument();
  });
});
