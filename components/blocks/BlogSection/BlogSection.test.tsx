import { screen } from '@testing-library/react';
import type { BlogSectionFragment } from '@/graphql/generated/graphql';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import BlogSection from './BlogSection';
import { toBlogSection } from './toBlogSection';

const section = (overrides: Partial<BlogSectionFragment> = {}): BlogSectionFragment => ({
  id: 's1',
  rank: 1,
  Content: '## Day one\n\nWe arrived at **Camp Pinewood** at noon.\n\n<script>alert(1)</script>',
  Images: [
    testMedia('cabins', 'Wooden cabins among pines'),
    testMedia('lake', 'Canoes on a lake at dawn'),
    testMedia('fire', 'Campfire at night'),
  ],
  Image1Link: '/destinations/usa/',
  Image2Link: 'javascript:alert(1)',
  Image3Link: null,
  ...overrides,
});

const render = (raw: BlogSectionFragment) => renderWithProviders(<BlogSection {...toBlogSection(raw)!} />);

describe('BlogSection', () => {
  it('renders the text as Markdown, HTML in it as text', () => {
    const { container } = render(section());
    expect(screen.getByRole('heading', { level: 2, name: 'Day one' })).toBeInTheDocument();
    expect(screen.getByText('Camp Pinewood').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
  });

  it('shows the images after the text, linking image N to ImageNLink only when it is safe', () => {
    const { container } = render(section());
    const link = screen.getByRole('link', { name: 'Wooden cabins among pines' });
    expect(link).toHaveAttribute('href', '/destinations/usa/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Canoes on a lake at dawn' }).closest('a')).toBeNull();
    expect(screen.getByRole('img', { name: 'Campfire at night' }).closest('a')).toBeNull();
    expect(toBlogSection(section())!.images.map((item) => item.href)).toEqual(['/destinations/usa/', null, null]);
    // Text first, then its images.
    const text = screen.getByText('Camp Pinewood');
    const firstFigure = container.querySelector('figure')!;
    expect(text.compareDocumentPosition(firstFigure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps each link with its image when an earlier image is missing', () => {
    render(
      section({
        Images: [null, testMedia('lake', 'Canoes on a lake at dawn')],
        Image2Link: 'https://example.org/lakes',
      }),
    );
    expect(screen.getByRole('link', { name: 'Canoes on a lake at dawn' })).toHaveAttribute(
      'href',
      'https://example.org/lakes',
    );
  });

  it('names a linked image without alternative text by its place', () => {
    render(section({ Content: null, Images: [testMedia('cabins', '')], Image1Link: '/destinations/usa/' }));
    expect(screen.getByRole('link', { name: 'Image 1 link' })).toHaveAttribute('href', '/destinations/usa/');
  });

  it('shows at most three images', () => {
    const view = toBlogSection(section({ Images: ['a', 'b', 'c', 'd'].map((name) => testMedia(name, name)) }))!;
    expect(view.images.map((item) => item.image.alt)).toEqual(['a', 'b', 'c']);
  });

  it('is skipped with neither text nor images', () => {
    expect(toBlogSection(section({ Content: '  ', Images: [null] }))).toBeNull();
    expect(toBlogSection(section({ Content: null, Images: [] }))).toBeNull();
  });
});
