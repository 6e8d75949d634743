import { screen, within } from '@testing-library/react';
import type { BlogPostQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext, testBrand, testMedia } from '@/__tests__/support/render';
import { pageHref } from '@/lib/links';
import { toBlogPostView } from './toBlogPostView';
import BlogPostTemplate from './BlogPostTemplate';

type RawPost = NonNullable<BlogPostQuery['blogPosts'][number]>;

const context = testViewContext();
const brand = testBrand();

const card = (documentId: string, Title: string, Slug: string, datePublished: string) => ({
  documentId,
  Title,
  SubTitle: null,
  Slug,
  IsInfoBlog: false,
  datePublished,
  MinsToRead: 5,
  Hero: null,
  blog_types: [],
  author: null,
});

const rawPost = (overrides: Partial<RawPost> = {}): RawPost => ({
  documentId: 'post-1',
  IsInfoBlog: false,
  Title: 'Nine weeks at Camp Pinecrest',
  SubTitle: 'What nobody tells you about your first summer',
  TagLine: 'Summer camp',
  Quote: 'I came home a different person.',
  MinsToRead: 7,
  Slug: 'nine-weeks-at-camp-pinecrest',
  datePublished: '2026-03-05T09:30:00Z',
  updatedAt: null,
  Hero: {
    TagLine: null,
    Title: 'Camp Pinecrest',
    IntroText: null,
    SecondaryActionPrefixText: null,
    TickerBanner: null,
    BannerImage: testMedia(),
    CallToAction: null,
    SecondaryAction: null,
  },
  author: {
    documentId: 'a1',
    FullName: 'Priya Shah',
    FirstName: 'Priya',
    TagLine: 'Camp counsellor, 2025',
    Information: 'Priya studies **geography** in Leeds.',
    ProfilePhoto: null,
    BlogPhoto: null,
  },
  Section: [],
  SeoDetails: null,
  destination: null,
  blog_types: [
    { documentId: 't1', Name: 'Summer camp', Slug: 'summer-camp' },
    { documentId: 't2', Name: 'Work abroad', Slug: 'work-abroad' },
  ],
  brands: [],
  InfoBanner: null,
  LinkedBlogs: [card('b2', 'Packing for camp', 'packing-for-camp', '2026-02-10'), null],
  ...overrides,
});

function render(raw: RawPost) {
  const post = toBlogPostView({ blogPosts: [raw] }, context)!;
  // As pages/blog/[slug].tsx: blog tags link to their tag page, info-hub articles' tags do not.
  return renderWithProviders(
    <BlogPostTemplate
      post={post}
      tagHref={(slug) => (post.crumbs[1]?.label === 'Blog' ? pageHref('blog-tag', slug, null, { brand }) : null)}
    />,
  );
}

describe('BlogPostTemplate', () => {
  it('has the post title as its only h1, labelling the article', () => {
    render(rawPost());
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Nine weeks at Camp Pinecrest',
    ]);
    expect(screen.getByRole('article', { name: 'Nine weeks at Camp Pinecrest' })).toBeInTheDocument();
  });

  it('sits under Home › Blog, ending on the post', () => {
    render(rawPost());
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Blog', '/blog/'],
    ]);
    expect(within(breadcrumb).getByText('Nine weeks at Camp Pinecrest')).toHaveAttribute('aria-current', 'page');
  });

  it('dates the post as "Mon D YYYY" in a machine-readable <time>, with the author and reading time', () => {
    render(rawPost());
    const time = screen.getByText('Mar 5 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-03-05T09:30:00Z');
    expect(time.parentElement).toHaveTextContent('By Priya Shah · Mar 5 2026 · 7 min read');
  });

  it('links its tags to their tag pages', () => {
    render(rawPost());
    const tags = screen.getAllByRole('list', { name: 'Tags' })[0];
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['#SUMMERCAMP', '/blog/tags/summer-camp/'],
      ['#WORKABROAD', '/blog/tags/work-abroad/'],
    ]);
  });

  it('shows the quote, then the author box at the end of the article', () => {
    render(rawPost());
    expect(screen.getByText('“I came home a different person.”').closest('blockquote')).not.toBeNull();
    const author = screen.getByRole('complementary', { name: 'About the author' });
    expect(within(author).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(author).getByText('Camp counsellor, 2025')).toBeInTheDocument();
    expect(within(author).getByText('geography').tagName).toBe('STRONG');
    expect(screen.getByRole('article', { name: 'Nine weeks at Camp Pinecrest' })).toContainElement(author);
  });

  it('suggests linked posts under "Keep reading", after the article', () => {
    render(rawPost());
    const more = screen.getByRole('region', { name: 'Keep reading' });
    expect(within(more).getByRole('link', { name: 'Packing for camp' })).toHaveAttribute(
      'href',
      '/blog/packing-for-camp/',
    );
    expect(screen.getByRole('article', { name: 'Nine weeks at Camp Pinecrest' })).not.toContainElement(more);
  });

  it('renders its sections in ascending rank inside the article', () => {
    render(
      rawPost({
        Section: [
          withTypename('ComponentBlocksBlogSection', {
            id: 's2',
            rank: 2,
            Content: 'Week two: **colour war**.',
            Image1Link: null,
            Image2Link: null,
            Image3Link: null,
            Images: [],
          }),
          withTypename('ComponentBlocksBlogSection', {
            id: 's1',
            rank: 1,
            Content: 'Week one: **orientation**.',
            Image1Link: null,
            Image2Link: null,
            Image3Link: null,
            Images: [],
          }),
        ],
      }),
    );
    const first = screen.getByText('orientation');
    const second = screen.getByText('colour war');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Nine weeks at Camp Pinecrest' })).toContainElement(first);
  });

  it('leaves out the author, tags, quote and suggestions the post does not have', () => {
    render(rawPost({ author: null, blog_types: [], Quote: '  ', LinkedBlogs: [], MinsToRead: null }));
    expect(screen.queryByRole('complementary', { name: 'About the author' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(document.querySelector('blockquote')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Keep reading' })).not.toBeInTheDocument();
    expect(screen.getByText('Mar 5 2026').parentElement).toHaveTextContent(/^Mar 5 2026$/);
  });

  it('shows the banner image whether or not the banner has the fields other pages need (a title)', () => {
    const post = toBlogPostView({ blogPosts: [rawPost({ Hero: { ...rawPost().Hero!, Title: null } })] }, context)!;
    expect(post.image?.url).toBe('/uploads/lake.jpg');
    expect(post.seo.image?.url).toBe('/uploads/lake.jpg');
  });

  it('is an article to link previews (og:type)', () => {
    expect(toBlogPostView({ blogPosts: [rawPost()] }, context)!.seo.type).toBe('article');
  });

  it('files posts under the brand’s own names for the blog and the info hub', () => {
    const words = { ...context.words, blog: 'Camp stories', infoHub: 'Staff resources' };
    const crumbsOf = (info: boolean) =>
      toBlogPostView({ blogPosts: [rawPost({ IsInfoBlog: info })] }, { ...context, words })!.crumbs.map(
        (crumb) => crumb.label,
      );
    expect(crumbsOf(false)).toEqual(['Home', 'Camp stories']);
    expect(crumbsOf(true)).toEqual(['Home', 'Staff resources']);
  });

  it('files an info-hub article under the info hub, its tags as plain labels', () => {
    render(rawPost({ IsInfoBlog: true }));
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Info hub' })).toHaveAttribute('href', '/infohub/');
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).queryByRole('link')).not.toBeInTheDocument();
    expect(within(tags).getByText('#SUMMERCAMP')).toBeInTheDocument();
  });
});

describe('BlogPostTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename (the page's queries select documentId). */
  const answer = () =>
    rawPost({
      __typename: 'BlogPost',
      Hero: {
        ...rawPost().Hero!,
        __typename: 'ComponentBlocksHero',
        BannerImage: { ...testMedia(), __typename: 'UploadFile' },
      },
      author: { ...rawPost().author!, __typename: 'Author' },
      Section: [
        withTypename('ComponentBlocksBlogSection', {
          id: 's1',
          rank: 1,
          Content: 'Week one: **orientation**.',
          Image1Link: null,
          Image2Link: null,
          Image3Link: null,
          Images: [],
        }),
      ],
      LinkedBlogs: [withTypename('BlogPost', card('b2', 'Packing for camp', 'packing-for-camp', '2026-02-10'))],
    } as Partial<RawPost>);

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent({ blogPosts: [answer()] });
    const post = toBlogPostView(placed, context)!;
    const { container } = renderWithProviders(<BlogPostTemplate post={post} tagHref={() => null} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Title=Nine weeks at Camp Pinecrest',
        'SubTitle=What nobody tells you about your first summer',
        'TagLine=Summer camp',
        'Quote=I came home a different person.',
        'MinsToRead=7',
        'Hero.BannerImage=lake.jpg',
        'Section.0.Content=Week one: orientation.',
        'FullName=Priya Shah',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const post = toBlogPostView({ blogPosts: [answer()] }, context)!;
    const { container } = renderWithProviders(<BlogPostTemplate post={post} tagHref={() => null} />);
    expect(markedElements(container)).toBe(0);
  });
});
