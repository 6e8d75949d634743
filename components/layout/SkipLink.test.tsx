import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/__tests__/support/render';
import SkipLink from './SkipLink';

describe('SkipLink', () => {
  it('links past the header to #main-content', () => {
    renderWithProviders(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('is the first thing the keyboard reaches', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink />
        <button type="button">Open menu</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('can point at another target', () => {
    renderWithProviders(<SkipLink target="search-results" />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#search-results');
  });
});
