import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CostSectionFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext } from '@/__tests__/support/render';
import CostSection from './CostSection';
import { formatMoney } from './money';
import { toCostSection } from './toCostSection';

const raw: CostSectionFragment = {
  id: '1',
  rank: 4,
  Title: 'What it costs',
  PriceLocale: 'en-GB',
  Currency: 'GBP',
  PaymentStages: [
    { id: 's1', Text: 'Deposit', TooltipText: 'Paid when you apply; refunded if you are not placed.', Price: 250 },
    null,
    { id: 's2', Text: ' Final balance ', TooltipText: null, Price: 1950 },
    { id: 's3', Text: '  ', TooltipText: null, Price: 10 },
  ],
  TotalPrice: 2200,
  Button: { id: 'b', Text: 'Apply now', URL: '/apply/' },
  Inclusions: [
    { id: 'i2', Text: 'Visa support', Rank: 2 },
    { id: 'i1', Text: 'Return flights', Rank: 1 },
    { id: 'i3', Text: '', Rank: 3 },
  ],
  Exclusions: [{ id: 'e1', Text: 'Travel insurance', Rank: 1 }, null],
};

const view = (overrides: Partial<CostSectionFragment> = {}) =>
  toCostSection({ ...raw, ...overrides }, testBlockContext());

describe('CostSection', () => {
  it('lists the payment stages and the total in a table', () => {
    renderWithProviders(<CostSection {...view()!} />);
    const section = screen.getByRole('region', { name: 'What it costs' });
    const table = within(section).getByRole('table', { name: 'Payment stages' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['StageAmount', 'Deposit£250', 'Final balance£1,950', 'Total£2,200']);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('explains a stage in a tooltip that keyboard focus opens', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CostSection {...view()!} />);
    const info = screen.getByRole('button', { name: 'More about Deposit' });
    expect(screen.queryByRole('button', { name: 'More about Final balance' })).not.toBeInTheDocument();
    await user.tab();
    expect(info).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Paid when you apply; refunded if you are not placed.',
    );
    expect(info).toHaveAccessibleDescription('Paid when you apply; refunded if you are not placed.');
  });

  it('lists inclusions and exclusions in rank order, with what the icons mean as text', () => {
    renderWithProviders(<CostSection {...view()!} />);
    const [included, excluded] = screen.getAllByRole('list');
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Included: Return flights', 'Included: Visa support']);
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Not included: Travel insurance']);
    expect(screen.getByRole('heading', { level: 3, name: 'What’s included' })).toBeInTheDocument();
  });

  it('shows the button, and no link at all for an unsafe URL', () => {
    const { unmount } = renderWithProviders(<CostSection {...view()!} />);
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply/');
    unmount();
    renderWithProviders(
      <CostSection {...view({ Button: { id: 'b', Text: 'Apply now', URL: 'javascript:alert(1)' } })!} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Apply now')).not.toBeInTheDocument();
  });

  it('formats in the section’s locale and currency, with decimals for every price when one needs them', () => {
    expect(view({ PriceLocale: 'de-DE', Currency: 'EUR' })!.total).toBe('2.200\u00a0€');
    expect(view({ PriceLocale: 'en_US', Currency: 'usd' })!.total).toBe('$2,200');
    const pence = view({ TotalPrice: 2199.5 })!;
    expect(pence.stages.map((stage) => stage.price)).toEqual(['£250.00', '£1,950.00']);
    expect(pence.total).toBe('£2,199.50');
  });

  it('falls back to en-GB for an unusable locale and to a plain number for an unusable currency', () => {
    expect(view({ PriceLocale: 'not a locale' })!.total).toBe('£2,200');
    expect(view({ PriceLocale: 'zz-ZZ' })!.total).toBe('£2,200');
    expect(view({ Currency: 'POUNDS' })!.total).toBe('2,200');
    expect(formatMoney(Number.NaN, { currency: 'GBP' })).toBeNull();
  });

  it('is skipped when it has nothing to show', () => {
    expect(view({ PaymentStages: [], TotalPrice: null, Inclusions: null, Exclusions: [null] })).toBeNull();
    renderWithProviders(<CostSection {...view({ PaymentStages: null, TotalPrice: null })!} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toBeInTheDocument();
  });
});

describe('CostSection in the admin’s preview (click-to-edit)', () => {
  const listItems = (list: CostSectionFragment['Inclusions']) =>
    list!.map((item) => item && { __typename: 'ComponentSharedListItem', ...item });
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksCostSection',
    PaymentStages: raw.PaymentStages!.map((stage) => stage && { __typename: 'ComponentSharedPaymentStage', ...stage }),
    Button: { __typename: 'ComponentSharedLink', ...raw.Button! },
    Inclusions: listItems(raw.Inclusions),
    Exclusions: listItems(raw.Exclusions),
  });

  it('marks the stages, the button and the lists with their fields, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<CostSection {...toCostSection(placed, testBlockContext())!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=What it costs',
        'Blocks.0.PaymentStages.0.Text=Deposit',
        'Blocks.0.PaymentStages.2.Text=Final balance',
        'Blocks.0.Button.Text=Apply now',
        // Shown in rank order, addressed by their place in the document.
        'Blocks.0.Inclusions.1.Text=Return flights',
        'Blocks.0.Inclusions.0.Text=Visa support',
        'Blocks.0.Exclusions.0.Text=Travel insurance',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<CostSection {...toCostSection(answer(), testBlockContext())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
