import { screen, within } from '@testing-library/react';
import type { BookNowBannerFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext } from '@/__tests__/support/render';
import BookNowBanner from './BookNowBanner';
import { toBookNowBanner } from './toBookNowBanner';

const raw: BookNowBannerFragment = {
  id: '1',
  Text: ' Summer 2026 places are filling fast ',
  ButtonText: 'Book now',
  ButtonLink: '/gb/apply/',
};

const view = (overrides: Partial<BookNowBannerFragment> = {}) =>
  toBookNowBanner({ ...raw, ...overrides }, testBlockContext());

describe('BookNowBanner', () => {
  it('is a named region with the text and the booking link', () => {
    renderWithProviders(<BookNowBanner {...view()!} />);
    const bar = screen.getByRole('region', { name: 'Book now' });
    expect(within(bar).getByText('Summer 2026 places are filling fast')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/gb/apply/');
  });

  it('reserves its height at the bottom of the page on screen, including the safe area, and is not printed', () => {
    renderWithProviders(<BookNowBanner {...view()!} />);
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toMatch(/body\s*\{\s*padding-bottom:\s*calc\(80px \+ env\(safe-area-inset-bottom, 0px\)\)/);
    expect(css).toMatch(/html\s*\{\s*scroll-padding-bottom:\s*calc\(72px \+ env\(safe-area-inset-bottom, 0px\)\)/);
    // Printed pages get neither the bar nor the reserved space (both are screen-only).
    expect(css).toMatch(/@media print\s*\{\s*\.[\w-]+\s*\{\s*display:\s*none/);
    expect(css).toMatch(/@media screen\s*\{\s*html/);
  });

  it('opens an external booking site without handing it this page', () => {
    renderWithProviders(<BookNowBanner {...view({ ButtonLink: 'https://booking.example.com/camp' })!} />);
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not shown without a button text or with an unsafe link', () => {
    expect(view({ ButtonLink: 'javascript:alert(1)' })).toBeNull();
    expect(view({ ButtonLink: ' ' })).toBeNull();
    expect(view({ ButtonText: '  ' })).toBeNull();
    expect(view({ Text: null })).toEqual({ text: null, buttonText: 'Book now', href: '/gb/apply/' });
  });
});

describe('BookNowBanner in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({ __typename: 'ComponentBlocksBookNowBanner', ...raw });

  it('marks the text and the button’s text with their fields, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<BookNowBanner {...toBookNowBanner(placed, testBlockContext())!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining(['Blocks.0.Text=Summer 2026 places are filling fast', 'Blocks.0.ButtonText=Book now']),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<BookNowBanner {...toBookNowBanner(answer(), testBlockContext())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
