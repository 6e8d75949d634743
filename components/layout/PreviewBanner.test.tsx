import { screen, within } from '@testing-library/react';
import nextRouter from 'next/router';
import { renderWithProviders, testSite } from '@/__tests__/support/render';
import { isInFrame } from '@/lib/preview/frame';
import PreviewBanner from './PreviewBanner';

jest.mock('@/lib/preview/frame', () => ({ isInFrame: jest.fn(() => false) }));

// The stubbed router (jest-setup-dom.ts) is one object: the tests set the page's path.
const router = nextRouter as unknown as { asPath: string };

const render = (asPath: string) => {
  router.asPath = asPath;
  return renderWithProviders(<PreviewBanner />, { site: testSite({ draft: true }) });
};

/** The `path` the exit link hands to /api/exit-preview, as the server will read it. */
const exitPathOf = (href: string) => {
  const url = new URL(href, 'http://site.invalid');
  expect(url.origin).toBe('http://site.invalid');
  expect(url.pathname).toBe('/api/exit-preview');
  return url.searchParams.getAll('path');
};

afterAll(() => {
  router.asPath = '/';
});

describe('PreviewBanner', () => {
  it('is a region named Preview mode that says the page shows a draft', () => {
    render('/blog/first-week-at-camp/');
    const banner = screen.getByRole('region', { name: 'Preview mode' });
    expect(banner).toHaveTextContent(/draft/i);
    expect(banner).toHaveTextContent(/visitors cannot see/i);
  });

  it('links to exit-preview with the current path, query string included, encoded', () => {
    const asPath = '/us/experiences/summer-camp/camp-counsellor/?utm_source=cms&utm_medium=preview';
    render(asPath);
    const exit = within(screen.getByRole('region', { name: 'Preview mode' })).getByRole('link', {
      name: 'Exit preview',
    });
    expect(exit).toHaveAttribute('href', `/api/exit-preview?path=${encodeURIComponent(asPath)}`);
    expect(exitPathOf(exit.getAttribute('href')!)).toEqual([asPath]);
  });

  it('offers no way out inside the CMS admin’s preview panel (a frame): the admin has its own', () => {
    jest.mocked(isInFrame).mockReturnValue(true);
    try {
      render('/blog/first-week-at-camp/');
      expect(screen.getByRole('region', { name: 'Preview mode' })).toHaveTextContent(/draft/i);
      expect(screen.queryByRole('link', { name: 'Exit preview' })).toBeNull();
    } finally {
      jest.mocked(isInFrame).mockReturnValue(false);
    }
  });

  it('sends the home page back to /', () => {
    render('/');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/api/exit-preview?path=%2F');
  });

  it.each([
    ['markup', '/x?"><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">'],
    ['a second path parameter', '/blog/?a=1&path=//evil.example'],
    ['a fragment', '/about-us/#team"><b>bold</b>'],
    ['a javascript: lookalike', '/javascript:alert(1)'],
  ])('keeps a hostile path with %s encoded in the link, and injects nothing', (_label, asPath) => {
    const { container } = render(asPath);
    const banner = screen.getByRole('region', { name: 'Preview mode' });
    const exit = within(banner).getByRole('link', { name: 'Exit preview' });
    const href = exit.getAttribute('href')!;
    expect(href).toBe(`/api/exit-preview?path=${encodeURIComponent(asPath)}`);
    expect(href).not.toMatch(/[<>"#&\s]/);
    expect(exitPathOf(href)).toEqual([asPath]);
    expect(container.querySelectorAll('script, img, b')).toHaveLength(0);
    expect(within(banner).getAllByRole('link')).toEqual([exit]);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
