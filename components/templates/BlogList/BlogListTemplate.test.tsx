import { screen, within } from '@testing-library/react';
import type { BlogListQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext, testBrand, testMedia } from '@/__tests__/support/render';
import { pageHref } from '@/lib/links';
import { toBlogListView } from './toBlogListView';
import BlogListTemplate from './BlogListTemplate';

type RawPost = NonNullable<BlogListQuery['blogPosts'][number]>;

const context = testViewContext();
const brand = testBrand();

const post = (documentId: string, Title: string, datePublished: string, tags: string[] = []): RawPost => ({
  documentId,
  Title,
  SubTitle: null,
  Slug: documentId,
  IsInfoBlog: false,
  datePublished,
  MinsToRead: 4,
  Hero: null,
  blog_types: tags.map((Slug) => ({ documentId: `tag-${Slug}`, Name: Slug.replace(/-/g, ' '), Slug })),
  author: { documentId: 'author-priya', FullName: 'Priya Shah' },
});

// Newest first, as the blog query sorts them.
const posts: (RawPost | null)[] = [
  post('camp-food', 'The truth about camp food', '2026-03-20', ['summer-camp']),
  post('visa-day', 'Visa interview day', '2026-03-02T08:00:00Z', ['work-abroad']),
  null,
  post('packing', 'What to pack for camp', '2026-02-14', ['summer-camp']),
  post('new-year', 'New year, new country', '2026-01-05', ['work-abroad']),
  post('ski-season', 'Looking back on a ski season', '2025-12-20'),
];

function render(data: BlogListQuery, { tag, activeTag }: { tag?: string; activeTag?: string } = {}) {
  return renderWithProviders(
    <BlogListTemplate
      title="Blog"
      intro="Stories, tips and first-hand advice."
      crumbs={[{ label: 'Home', href: '/' }]}
      list={toBlogListView(data, context, tag)}
      tagHref={(slug) => pageHref('blog-tag', slug, null, { brand })}
      activeTag={activeTag}
    />,
  );
}

const monthHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('BlogListTemplate', () => {
  it('has one h1, the list title, with its intro and breadcrumbs', () => {
    render({ blogPosts: posts });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Blog']);
    expect(screen.getByText('Stories, tips and first-hand advice.')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Blog')).toHaveAttribute('aria-current', 'page');
  });

  it('groups posts under month headings with their year, in the order the posts come, across a year boundary', () => {
    render({ blogPosts: posts });
    expect(monthHeadings()).toEqual(['March 2026', 'February 2026', 'January 2026', 'December 2025']);
    const march = screen.getByRole('region', { name: 'March 2026' });
    expect(
      within(march)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['The truth about camp food', 'Visa interview day']);
    expect(within(march).getByRole('link', { name: 'Visa interview day' })).toHaveAttribute('href', '/blog/visa-day/');
  });

  it('files each post under its own month when a post before it has no title to show', () => {
    render({
      blogPosts: [
        post('untitled', ' ', '2026-03-20'),
        post('visa-day', 'Visa interview day', '2026-03-02'),
        post('packing', 'What to pack for camp', '2026-02-14'),
      ],
    });
    expect(monthHeadings()).toEqual(['March 2026', 'February 2026']);
    expect(within(screen.getByRole('region', { name: 'March 2026' })).getByRole('link').textContent).toBe(
      'Visa interview day',
    );
    expect(within(screen.getByRole('region', { name: 'February 2026' })).getByRole('link').textContent).toBe(
      'What to pack for camp',
    );
  });

  it('keeps the given order of months rather than sorting them', () => {
    render({ blogPosts: [post('b', 'Older first', '2026-01-10'), post('a', 'Then newer', '2026-05-10')] });
    expect(monthHeadings()).toEqual(['January 2026', 'May 2026']);
  });

  it('offers every topic as a link to its tag page', () => {
    render({ blogPosts: posts });
    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['#SUMMERCAMP', '/blog/tags/summer-camp/'],
      ['#WORKABROAD', '/blog/tags/work-abroad/'],
    ]);
  });

  it('on a tag page, shows only that tag’s posts and marks the tag as current', () => {
    render({ blogPosts: posts }, { tag: 'work-abroad', activeTag: 'work-abroad' });
    expect(monthHeadings()).toEqual(['March 2026', 'January 2026']);
    expect(screen.queryByText('The truth about camp food')).not.toBeInTheDocument();
    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: '#WORKABROAD' })).toHaveAttribute('aria-current', 'page');
    expect(within(topics).getByRole('link', { name: '#SUMMERCAMP' })).not.toHaveAttribute('aria-current');
  });

  it('says so when there are no articles', () => {
    render({ blogPosts: [] });
    expect(screen.getByText('No articles here yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Topics' })).not.toBeInTheDocument();
  });
});

describe('BlogListTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers the BlogList query: every object with its __typename, each document with its documentId. */
  const answer = (): BlogListQuery => ({
    blogPosts: [
      post('camp-food', 'The truth about camp food', '2026-03-20', ['summer-camp']),
      post('visa-day', 'Visa interview day', '2026-02-02'),
    ].map((raw, index) =>
      withTypename('BlogPost', {
        ...raw,
        SubTitle: index === 0 ? 'Better than you think' : null,
        Hero:
          index === 0
            ? withTypename('ComponentBlocksHero', { BannerImage: withTypename('UploadFile', testMedia()) })
            : null,
        blog_types: raw.blog_types.map((type) => type && withTypename('BlogType', type)),
        author: raw.author && withTypename('Author', raw.author),
      }),
    ),
  });

  it('marks every post’s text and image with its field, in draft mode (titles, intros and months are the site’s own)', () => {
    const placed = placeContent(answer());
    const { container } = render(placed);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Title=The truth about camp food',
        'SubTitle=Better than you think',
        'Hero.BannerImage=lake.jpg',
        'MinsToRead=4',
        'FullName=Priya Shah',
        'Title=Visa interview day',
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).not.toHaveAttribute('data-strapi-source');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = render(answer());
    expect(markedElements(container)).toBe(0);
  });
});
