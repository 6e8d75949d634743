import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithProviders, testSite } from '@/__tests__/support/render';
import ErrorTemplate from './ErrorTemplate';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title> and robots <meta> into document.head.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

describe('ErrorTemplate', () => {
  it.each([
    [404, 'Page not found', /couldn’t find that page/],
    [500, 'Something went wrong', /ran into a problem on our side/],
    [503, 'We’ll be right back', /content service is not answering/],
  ] as const)('explains a %i with one h1 and a way home', (status, title, text) => {
    renderWithProviders(<ErrorTemplate status={status} />);
    expect(screen.getByText(`Error ${status}`)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('keeps error pages out of search engines and names the brand in the tab', () => {
    renderWithProviders(<ErrorTemplate status={404} />);
    expect(document.title).toBe('Page not found | Wayfarer Collective');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('still shows its message without a brand (the CMS unreachable)', () => {
    renderWithProviders(<ErrorTemplate status={503} />, { site: testSite({ brand: null }) });
    expect(screen.getByRole('heading', { level: 1, name: 'We’ll be right back' })).toBeInTheDocument();
    expect(document.title).toBe('We’ll be right back');
  });
});
