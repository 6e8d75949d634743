import { render, screen } from '@testing-library/react';
import Link from './Link';

describe('Link', () => {
  it.each([
    ['a page of the site', '/travel-guides/cairns/'],
    ['another site', 'https://example.org/'],
  ])('to %s applies sx as a style and writes no sx attribute on the anchor', (_, href) => {
    render(
      <Link href={href} sx={{ display: 'block' }}>
        Cairns
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Cairns' });
    expect(link).not.toHaveAttribute('sx');
    expect(getComputedStyle(link).display).toBe('block');
  });
});
