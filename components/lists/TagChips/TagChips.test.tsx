import { screen, within } from '@testing-library/react';
import { renderWithProviders, testBrand } from '@/__tests__/support/render';
import TagChips from './TagChips';
import { pageHref } from '@/lib/links';
import { toTags } from './toTags';

describe('TagChips', () => {
  it('shows blog types and news tags as hashtags: hyphens removed, upper-cased', () => {
    renderWithProviders(
      <TagChips tags={toTags([{ Name: 'Summer camp', Slug: 'summer-camp' }, { slug: 'ski-season' }, null])} />,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#SUMMERCAMP', '#SKISEASON']);
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows tags without a page as plain text, not as the chips that link elsewhere', () => {
    renderWithProviders(
      <TagChips
        tags={toTags([{ slug: 'work-abroad' }, { slug: 'news-only' }])}
        hrefFor={(slug) => (slug === 'work-abroad' ? '/blog/tags/work-abroad/' : null)}
      />,
    );
    const [linked, plain] = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(linked.querySelector('.SiteChip-root')).not.toBeNull();
    expect(plain).toHaveTextContent('#NEWSONLY');
    expect(plain.querySelector('.SiteChip-root')).toBeNull();
  });

  it('drops empty slugs and tags that read the same', () => {
    expect(
      toTags([{ slug: '  ' }, { slug: 'gap-year' }, { slug: 'gapyear' }, { Slug: '-' }]).map((tag) => tag.label),
    ).toEqual(['#GAPYEAR']);
  });

  it('links each chip to its tag page, and never to an unsafe href', () => {
    const brand = testBrand();
    renderWithProviders(
      <TagChips
        tags={toTags([{ slug: 'work-abroad' }, { slug: 'byron-bay' }])}
        hrefFor={(slug) => (slug === 'byron-bay' ? 'javascript:alert(1)' : pageHref('blog-tag', slug, null, { brand }))}
      />,
    );
    expect(screen.getByRole('link', { name: '#WORKABROAD' })).toHaveAttribute('href', '/blog/tags/work-abroad/');
    expect(screen.queryByRole('link', { name: '#BYRONBAY' })).not.toBeInTheDocument();
    expect(screen.getByText('#BYRONBAY')).toBeInTheDocument();
  });

  it('follows the BUNAC path rule (no trailing slash) for tag pages', () => {
    expect(pageHref('blog-tag', 'gap-year', null, { brand: testBrand({ name: 'BUNAC' }) })).toBe('/blog/tags/gap-year');
  });

  it('marks the current tag', () => {
    renderWithProviders(
      <TagChips
        tags={toTags([{ slug: 'a-b' }, { slug: 'c' }])}
        hrefFor={(slug) => `/blog/tags/${slug}/`}
        activeSlug="c"
      />,
    );
    expect(screen.getByRole('link', { name: '#C' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '#AB' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing without tags', () => {
    const { container } = renderWithProviders(<TagChips tags={toTags(null)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
