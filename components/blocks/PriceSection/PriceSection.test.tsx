import { screen, within } from '@testing-library/react';
import type { PriceSectionFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import PriceSection from './PriceSection';
import { toPriceSection } from './toPriceSection';

const raw: PriceSectionFragment = {
  id: '1',
  rank: 3,
  Title: '  Your summer, one price ',
  SubTitle: 'Everything you need to get to camp',
  Price: 1200,
  Currency: 'GBP',
  PriceCTAText: 'Book your place',
  Information: 'Includes return flights,\nvisa support and insurance.',
  SummaryLine: 'per person, flights included',
  VerticalImage: testMedia('counsellor', 'A counsellor leading a campfire song'),
};

const view = (overrides: Partial<PriceSectionFragment> = {}) => toPriceSection({ ...raw, ...overrides });

describe('PriceSection', () => {
  it('shows the title, the price in pounds and the details, labelled by its heading', () => {
    renderWithProviders(<PriceSection {...view()!} />);
    const section = screen.getByRole('region', { name: 'Your summer, one price' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Your summer, one price' })).toBeInTheDocument();
    expect(within(section).getByText('£1,200')).toBeInTheDocument();
    expect(within(section).getByText('per person, flights included')).toBeInTheDocument();
    expect(within(section).getByText('Everything you need to get to camp')).toBeInTheDocument();
    expect(within(section).getByText(/visa support and insurance/)).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'A counsellor leading a campfire song' })).toBeInTheDocument();
  });

  it('sends the call to action to the booking links on the page', () => {
    renderWithProviders(<PriceSection {...view()!} />);
    expect(screen.getByRole('link', { name: 'Book your place' })).toHaveAttribute('href', '#book');
  });

  it('formats prices: decimals only when needed, the given currency, a plain number for an unknown one', () => {
    expect(view({ Price: 1299.5 })!.price).toBe('£1,299.50');
    expect(view({ Currency: 'usd' })!.price).toBe('US$1,200');
    expect(view({ Currency: 'EURO' })!.price).toBe('1,200');
    expect(view({ Currency: null })!.price).toBe('1,200');
    expect(view({ Price: null })!.price).toBeNull();
  });

  it('leaves out what the CMS left empty and skips a block with nothing to say', () => {
    renderWithProviders(<PriceSection {...view({ PriceCTAText: ' ', VerticalImage: null, Price: null })!} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
    expect(view({ Title: ' ', Price: null, Information: null, SummaryLine: '' })).toBeNull();
  });
});

describe('PriceSection in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksPriceSection',
    VerticalImage: { __typename: 'UploadFile', ...raw.VerticalImage! },
  });

  it('marks every text it shows as the CMS wrote it, and the image, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<PriceSection {...toPriceSection(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Your summer, one price',
        'Blocks.0.SubTitle=Everything you need to get to camp',
        'Blocks.0.SummaryLine=per person, flights included',
        'Blocks.0.Information=Includes return flights, visa support and insurance.',
        'Blocks.0.PriceCTAText=Book your place',
        'Blocks.0.VerticalImage=counsellor.jpg',
      ]),
    );
    // The price is formatted from Price and Currency: edited in the form, not on the page.
    expect(screen.getByText('£1,200')).not.toHaveAttribute('data-strapi-source');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<PriceSection {...toPriceSection(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
