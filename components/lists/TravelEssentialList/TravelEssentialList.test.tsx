import { screen, within } from '@testing-library/react';
import type { TravelEssentialFragment } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext, testBrand, testMedia } from '@/__tests__/support/render';
import TravelEssentialList from './TravelEssentialList';
import { pageHref } from '@/lib/links';
import { toTravelEssentials } from './toTravelEssentials';

const essential = (overrides: Partial<TravelEssentialFragment>): TravelEssentialFragment => ({
  documentId: 't',
  Title: 'Essential',
  Body: null,
  Rank: null,
  Image: null,
  CTA: null,
  categories: [],
  ...overrides,
});

const money = { documentId: 'c1', Name: 'Money', Slug: 'money' };
const insurance = { documentId: 'c2', Name: 'Insurance', Slug: 'travel-insurance' };

const raw: TravelEssentialFragment[] = [
  essential({
    documentId: 't3',
    Title: 'Travel insurance',
    Rank: 3,
    categories: [insurance],
    CTA: { id: 'a', Text: 'Get a quote', URL: 'javascript:alert(1)' },
  }),
  essential({
    documentId: 't1',
    Title: 'A travel money card',
    Rank: 1,
    Body: 'Load **several currencies** at once.\n\n<script>alert(1)</script>',
    Image: testMedia('card', 'A prepaid card'),
    categories: [money, null],
    CTA: { id: 'b', Text: 'Order a card', URL: 'https://example.org/card' },
  }),
  essential({ documentId: 't4', Title: 'Adapter plugs', Rank: null }),
  essential({ documentId: 't2', Title: 'Emergency funds', Rank: 2, categories: [money, insurance] }),
];

const context = testBlockContext();
const hrefFor = (slug: string) => pageHref('travel-essential-category', slug, null, context);
const titles = () =>
  within(screen.getByRole('list', { name: 'Travel essentials' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('TravelEssentialList', () => {
  it('lists essentials in ascending Rank, those without a Rank last', () => {
    renderWithProviders(<TravelEssentialList essentials={toTravelEssentials(raw)} label="Travel essentials" />);
    expect(titles()).toEqual(['A travel money card', 'Emergency funds', 'Travel insurance', 'Adapter plugs']);
  });

  it('shows each essential’s categories as chips linking to the category page', () => {
    renderWithProviders(
      <TravelEssentialList essentials={toTravelEssentials(raw)} hrefFor={hrefFor} label="Travel essentials" />,
    );
    const second = screen.getAllByRole('article')[1];
    const chips = within(second).getByRole('list', { name: 'Categories' });
    expect(within(chips).getByRole('link', { name: 'Money' })).toHaveAttribute('href', '/travel-essentials/money/');
    expect(within(chips).getByRole('link', { name: 'Insurance' })).toHaveAttribute(
      'href',
      '/travel-essentials/travel-insurance/',
    );
    // And a menu of every category.
    const menu = screen.getByRole('navigation', { name: 'Travel essential categories' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Money', 'Insurance']);
  });

  it('filters by the active category and marks it current', () => {
    renderWithProviders(
      <TravelEssentialList
        essentials={toTravelEssentials(raw)}
        activeCategory="travel-insurance"
        hrefFor={hrefFor}
        allHref="/travel-essentials/"
        label="Travel essentials"
      />,
    );
    expect(titles()).toEqual(['Emergency funds', 'Travel insurance']);
    const menu = screen.getByRole('navigation', { name: 'Travel essential categories' });
    expect(within(menu).getByRole('link', { name: 'Insurance' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/travel-essentials/');
    expect(within(menu).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('says so when a category has no essentials', () => {
    renderWithProviders(<TravelEssentialList essentials={toTravelEssentials(raw)} activeCategory="visas" />);
    expect(screen.getByRole('status')).toHaveTextContent('There are no travel essentials in this category yet.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('renders the body as Markdown (HTML as text) and only safe buttons', () => {
    const { container } = renderWithProviders(<TravelEssentialList essentials={toTravelEssentials(raw)} />);
    expect(screen.getByText('several currencies').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order a card' })).toHaveAttribute('href', 'https://example.org/card');
    expect(screen.queryByText('Get a quote')).not.toBeInTheDocument();
  });

  it('follows the brand’s trailing-slash rule for category pages', () => {
    expect(pageHref('travel-essential-category', 'money', null, { brand: testBrand({ name: 'BUNAC' }) })).toBe(
      '/travel-essentials/money',
    );
  });

  it('renders nothing without essentials', () => {
    const { container } = renderWithProviders(
      <TravelEssentialList essentials={toTravelEssentials([null, essential({ Title: ' ' })])} hrefFor={hrefFor} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TravelEssentialList in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers the TravelEssentials query: every object with its __typename, each document with its documentId. */
  const answer = () => ({
    travelEssentials: [
      withTypename(
        'TravelEssential',
        essential({
          documentId: 't1',
          Title: 'A travel money card',
          Rank: 1,
          Body: 'Load **several currencies** at once.',
          Image: withTypename('UploadFile', testMedia('card', 'A prepaid card')),
          categories: [withTypename('TravelEssentialCategory', money)],
          CTA: withTypename('ComponentSharedLink', { id: 'b', Text: 'Order a card', URL: 'https://example.org/card' }),
        }),
      ),
      withTypename('TravelEssential', essential({ documentId: 't2', Title: 'Emergency funds', Rank: 2 })),
    ],
  });

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent(answer());
    const { container } = renderWithProviders(
      <TravelEssentialList essentials={toTravelEssentials(placed.travelEssentials)} hrefFor={hrefFor} />,
    );
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Title=A travel money card',
        'Body=Load several currencies at once.',
        'Image=card.jpg',
        'CTA.Text=Order a card',
        'Title=Emergency funds',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(
      <TravelEssentialList essentials={toTravelEssentials(answer().travelEssentials)} hrefFor={hrefFor} />,
    );
    expect(markedElements(container)).toBe(0);
  });
});
