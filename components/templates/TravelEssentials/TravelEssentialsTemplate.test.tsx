import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TravelEssentialsQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBrand } from '@/__tests__/support/render';
import { listHref, pageHref } from '@/lib/links';
import { toTravelEssentialsView } from './toTravelEssentialsView';
import TravelEssentialsTemplate from './TravelEssentialsTemplate';
import { skippedHeadingLevels } from '@/__tests__/support/outline';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title> into document.head, where the visitor's browser tab reads it.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

type RawEssential = NonNullable<TravelEssentialsQuery['travelEssentials'][number]>;

const money = { documentId: 'c1', Name: 'Money', Slug: 'money' };
const insurance = { documentId: 'c2', Name: 'Insurance', Slug: 'travel-insurance' };

const essential = (
  documentId: string,
  Title: string,
  Rank: number | null,
  categories: RawEssential['categories'],
): RawEssential => ({
  documentId,
  Title,
  Body: null,
  Rank,
  Image: null,
  CTA: null,
  categories,
});

const data: TravelEssentialsQuery = {
  travelEssentials: [
    essential('t3', 'Travel insurance', 3, [insurance]),
    essential('t1', 'A travel money card', 1, [money]),
    null,
    essential('t2', 'Emergency funds', 2, [money, insurance]),
  ],
};

// As TravelEssentialsPage builds them.
const brand = testBrand();
const allHref = () => listHref('travelEssentials', { brand });
const hrefFor = (slug: string) => pageHref('travel-essential-category', slug, null, { brand });

const render = (category: { slug: string; name: string } | null = null) =>
  renderWithProviders(
    <TravelEssentialsTemplate
      essentials={toTravelEssentialsView(data)}
      category={category}
      allHref={allHref()}
      hrefFor={hrefFor}
    />,
  );

const h1 = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);
const essentialTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const categoryMenu = () => screen.getByRole('navigation', { name: 'Travel essential categories' });

describe('TravelEssentialsTemplate', () => {
  it('is titled "Travel essentials" and shows every essential in ascending rank', () => {
    render();
    expect(h1()).toEqual(['Travel essentials']);
    expect(document.title).toBe('Travel essentials | Wayfarer Collective');
    expect(screen.getByText('Documents, money, health and packing: what to sort out before you go.')).toBeVisible();
    expect(essentialTitles()).toEqual(['A travel money card', 'Emergency funds', 'Travel insurance']);
  });

  it('titles each essential one level below the page’s h1, in a category too: no heading level skipped', () => {
    expect(skippedHeadingLevels(render().container)).toEqual([]);
    cleanup();
    expect(skippedHeadingLevels(render({ slug: 'money', name: 'Money' }).container)).toEqual([]);
  });

  it('has breadcrumbs from Home to the page itself', () => {
    render();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Home', '/']]);
    expect(within(breadcrumb).getByText('Travel essentials')).toHaveAttribute('aria-current', 'page');
  });

  it('in a category, is titled after it and shows only its essentials', () => {
    render({ slug: 'travel-insurance', name: 'Insurance' });
    expect(h1()).toEqual(['Travel essentials: Insurance']);
    expect(document.title).toBe('Travel essentials: Insurance | Wayfarer Collective');
    expect(essentialTitles()).toEqual(['Emergency funds', 'Travel insurance']);
  });

  it('in a category, leads back to all travel essentials from the breadcrumbs', () => {
    render({ slug: 'money', name: 'Money' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Travel essentials', '/travel-essentials/'],
    ]);
    expect(within(breadcrumb).getByText('Travel essentials: Money')).toHaveAttribute('aria-current', 'page');
  });

  it('links every category to its page, with "All" to the page of all of them', () => {
    render();
    expect(
      within(categoryMenu())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All', '/travel-essentials/'],
      ['Money', '/travel-essentials/money/'],
      ['Insurance', '/travel-essentials/travel-insurance/'],
    ]);
    expect(within(categoryMenu()).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the category shown as current in the menu', () => {
    render({ slug: 'money', name: 'Money' });
    expect(within(categoryMenu()).getByRole('link', { name: 'Money' })).toHaveAttribute('aria-current', 'page');
    expect(within(categoryMenu()).getByRole('link', { name: 'Insurance' })).not.toHaveAttribute('aria-current');
    expect(within(categoryMenu()).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });
});

describe('TravelEssentialsTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers the TravelEssentials query: every object with its __typename, each document with its documentId. */
  const answer = (): TravelEssentialsQuery => ({
    travelEssentials: [
      withTypename('TravelEssential', {
        ...essential('t1', 'A travel money card', 1, [withTypename('TravelEssentialCategory', money)]),
        Body: 'Load **several currencies** at once.',
        CTA: withTypename('ComponentSharedLink', { id: 'b', Text: 'Order a card', URL: 'https://example.org/card' }),
      }),
      withTypename('TravelEssential', essential('t2', 'Emergency funds', 2, [])),
    ],
  });

  const renderAnswer = (data: TravelEssentialsQuery) =>
    renderWithProviders(
      <TravelEssentialsTemplate
        essentials={toTravelEssentialsView(data)}
        category={null}
        allHref={allHref()}
        hrefFor={hrefFor}
      />,
    );

  it('marks every essential’s text with its field, in draft mode (the title and intro are the site’s own)', () => {
    const placed = placeContent(answer());
    const { container } = renderAnswer(placed);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Title=A travel money card',
        'Body=Load several currencies at once.',
        'CTA.Text=Order a card',
        'Title=Emergency funds',
      ]),
    );
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('data-strapi-source');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderAnswer(answer());
    expect(markedElements(container)).toBe(0);
  });
});
