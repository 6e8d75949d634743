import { screen, within } from '@testing-library/react';
import type { BlogPostCardFragment } from '@/graphql/generated/graphql';
import { renderWithProviders, testBlockContext, testBrand, testMedia } from '@/__tests__/support/render';
import Section from '@/components/ui/Section';
import { pageHref } from '@/lib/links';
import BlogCard, { BlogCardGrid } from './BlogCard';
import { toBlogCard, toBlogCards } from './toBlogCard';

const post = (overrides: Partial<BlogPostCardFragment> = {}): BlogPostCardFragment => ({
  documentId: 'b1',
  Title: 'Ten things to pack for camp',
  SubTitle: 'From head torches to thank-you cards',
  Slug: 'ten-things-to-pack-for-camp',
  IsInfoBlog: false,
  datePublished: '2026-03-05',
  MinsToRead: 6,
  Hero: { BannerImage: testMedia('packing', 'A rucksack on a jetty') },
  blog_types: [
    { documentId: 't1', Name: 'Summer camp', Slug: 'summer-camp' },
    null,
    { documentId: 't2', Name: 'Packing lists', Slug: 'packing-lists' },
  ],
  author: { documentId: 'a1', FullName: 'Maya Okafor' },
  ...overrides,
});

describe('BlogCard', () => {
  it('is one link to the post, named by its title', () => {
    renderWithProviders(<BlogCard card={toBlogCard(post(), testBlockContext())!} />);
    const card = screen.getByRole('article');
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Ten things to pack for camp');
    expect(links[0]).toHaveAttribute('href', '/blog/ten-things-to-pack-for-camp/');
    expect(within(card).getByRole('heading', { level: 2, name: 'Ten things to pack for camp' })).toBeInTheDocument();
  });

  it('links an info post to the info hub', () => {
    const view = toBlogCard(post({ IsInfoBlog: true, Slug: 'visa-guide' }), testBlockContext())!;
    expect(view.href).toBe('/infohub/articles/visa-guide/');
  });

  it('shows the date as "Mon D YYYY" in a <time>, the reading time, the author and hashtags', () => {
    renderWithProviders(
      <BlogCard
        card={toBlogCard(post({ datePublished: '2026-12-31T23:30:00-02:00' }), testBlockContext())!}
        headingLevel="h2"
      />,
    );
    const time = screen.getByText('Jan 1 2027');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-12-31T23:30:00-02:00');
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    expect(screen.getByText('By Maya Okafor')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['#SUMMERCAMP', '#PACKINGLISTS']);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('leaves out a date that is not one, and a reading time of zero', () => {
    renderWithProviders(
      <BlogCard card={toBlogCard(post({ datePublished: 'soon', MinsToRead: 0, author: null }), testBlockContext())!} />,
    );
    expect(screen.getByRole('article').querySelector('time')).toBeNull();
    expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^By /)).not.toBeInTheDocument();
  });

  it('links tag chips to their tag pages when asked, above the card link', () => {
    const context = testBlockContext();
    renderWithProviders(
      <BlogCard card={toBlogCard(post(), context)!} tagHrefFor={(slug) => pageHref('blog-tag', slug, null, context)} />,
    );
    expect(screen.getByRole('link', { name: '#SUMMERCAMP' })).toHaveAttribute('href', '/blog/tags/summer-camp/');
  });

  it('lists cards in the order given, and renders nothing for no posts', () => {
    const cards = toBlogCards(
      [
        post(),
        null,
        post({ documentId: 'b2', Title: 'Visa basics', Slug: 'visa-basics' }),
        post({ documentId: 'b3', Title: '  ' }),
      ],
      testBlockContext(),
    );
    renderWithProviders(<BlogCardGrid cards={cards} label="Latest posts" />);
    const list = screen.getByRole('list', { name: 'Latest posts' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Ten things to pack for camp', 'Visa basics']);

    const { container } = renderWithProviders(<BlogCardGrid cards={toBlogCards([], testBlockContext())} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('titles its cards by where it is placed: h2 under the page’s h1, h3 in a titled section', () => {
    const cards = toBlogCards([post()], testBlockContext());
    renderWithProviders(
      <Section title="Keep reading">
        <BlogCardGrid cards={cards} />
      </Section>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Keep reading');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Ten things to pack for camp');
  });

  it('follows the brand’s path rule (BUNAC: no trailing slash) and resolves the image URL', () => {
    const view = toBlogCard(post(), testBlockContext({ brand: testBrand({ name: 'BUNAC' }) }))!;
    expect(view.href).toBe('/blog/ten-things-to-pack-for-camp');
    expect(view.image).toMatchObject({ url: '/uploads/packing.jpg' });
  });
});
