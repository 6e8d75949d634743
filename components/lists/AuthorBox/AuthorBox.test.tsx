import { screen } from '@testing-library/react';
import type { AuthorFragment } from '@/graphql/generated/graphql';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import AuthorBox from './AuthorBox';
import { toAuthorBox } from './toAuthorBox';

const author = (overrides: Partial<AuthorFragment> = {}): AuthorFragment => ({
  documentId: 'a1',
  FullName: 'Maya Okafor',
  FirstName: 'Maya',
  TagLine: 'Camp counsellor turned travel writer',
  Information:
    'Maya spent **three summers** at camp in [Maine](https://example.org/maine).\n\n<script>alert(1)</script>',
  ProfilePhoto: testMedia('maya', 'Maya smiling by a lake'),
  BlogPhoto: null,
  ...overrides,
});

describe('AuthorBox', () => {
  it('is an "About the author" box with the name, tag line and Markdown biography', () => {
    renderWithProviders(<AuthorBox author={toAuthorBox(author())} />);
    const box = screen.getByRole('complementary', { name: 'About the author' });
    expect(screen.getByRole('heading', { level: 2, name: 'About the author' })).toBeInTheDocument();
    expect(box).toHaveTextContent('Maya Okafor');
    expect(screen.getByText('Camp counsellor turned travel writer')).toBeInTheDocument();
    expect(screen.getByText('three summers').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Maine' })).toHaveAttribute('href', 'https://example.org/maine');
  });

  it('shows HTML typed into the biography as text, never as an element', () => {
    const { container } = renderWithProviders(<AuthorBox author={toAuthorBox(author())} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  });

  it('shows the profile photo as decoration beside the name (it would repeat it)', () => {
    const { container } = renderWithProviders(<AuthorBox author={toAuthorBox(author())} headingLevel="h3" />);
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo?.getAttribute('src')).toContain(encodeURIComponent('/uploads/maya.jpg'));
    expect(screen.getByRole('heading', { level: 3, name: 'About the author' })).toBeInTheDocument();
  });

  it('falls back to the blog photo, and shows no photo without one', () => {
    expect(toAuthorBox(author({ ProfilePhoto: null, BlogPhoto: testMedia('maya-blog') }))?.photo?.url).toBe(
      '/uploads/maya-blog.jpg',
    );
    const { container } = renderWithProviders(<AuthorBox author={toAuthorBox(author({ ProfilePhoto: null }))} />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders nothing without an author', () => {
    expect(toAuthorBox(author({ FullName: ' ', FirstName: null }))).toBeNull();
    const { container } = renderWithProviders(<AuthorBox author={toAuthorBox(null)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
