import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/__tests__/support/render';
import Slider from './Slider';

const items = ['Alpha', 'Bravo', 'Charlie', 'Delta'];

/** jsdom has no layout: give the scroller and its items the sizes a browser would. */
function layout(scroller: HTMLElement, { scrollWidth = 1000, clientWidth = 400, itemStep = 250 } = {}) {
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: clientWidth });
  scroller
    .querySelectorAll('li')
    .forEach((item, index) =>
      Object.defineProperty(item, 'offsetLeft', { configurable: true, value: index * itemStep }),
    );
  const scrollBy = jest.fn();
  Object.defineProperty(scroller, 'scrollBy', { configurable: true, value: scrollBy });
  return scrollBy;
}

function scrollTo(scroller: HTMLElement, left: number) {
  act(() => {
    scroller.scrollLeft = left;
    fireEvent.scroll(scroller);
  });
}

const renderSlider = () =>
  renderWithProviders(
    <Slider label="Partner logos" itemWidth={{ xs: 200, md: 240 }}>
      {items.map((item) => (
        <span key={item}>{item}</span>
      ))}
    </Slider>,
  );

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Slider', () => {
  it('is a focusable, named scrolling region holding a list of the items', () => {
    renderSlider();
    const scroller = screen.getByRole('region', { name: 'Partner logos' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(
      within(scroller)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(items);
    expect(screen.getByRole('button', { name: 'Next: Partner logos' })).toHaveAttribute('aria-controls', scroller.id);
  });

  it('disables Previous at the start and Next at the end', () => {
    renderSlider();
    const scroller = screen.getByRole('region', { name: 'Partner logos' });
    const previous = screen.getByRole('button', { name: 'Previous: Partner logos' });
    const next = screen.getByRole('button', { name: 'Next: Partner logos' });
    layout(scroller);
    scrollTo(scroller, 0);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    scrollTo(scroller, 300);
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
    scrollTo(scroller, 600);
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
  });

  it('disables both when everything fits', () => {
    renderSlider();
    const scroller = screen.getByRole('region', { name: 'Partner logos' });
    layout(scroller, { scrollWidth: 400, clientWidth: 400 });
    scrollTo(scroller, 0);
    expect(screen.getByRole('button', { name: 'Previous: Partner logos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next: Partner logos' })).toBeDisabled();
  });

  it('scrolls by one item, smoothly unless the visitor prefers reduced motion', async () => {
    const user = userEvent.setup();
    renderSlider();
    const scroller = screen.getByRole('region', { name: 'Partner logos' });
    const scrollBy = layout(scroller);
    scrollTo(scroller, 250);
    await user.click(screen.getByRole('button', { name: 'Next: Partner logos' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 250, behavior: 'smooth' });
    window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    await user.click(screen.getByRole('button', { name: 'Previous: Partner logos' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -250, behavior: 'auto' });
  });

  it('keeps keyboard focus on the controls when one becomes disabled', async () => {
    const user = userEvent.setup();
    renderSlider();
    const scroller = screen.getByRole('region', { name: 'Partner logos' });
    layout(scroller);
    scrollTo(scroller, 300);
    const next = screen.getByRole('button', { name: 'Next: Partner logos' });
    act(() => next.focus());
    scrollTo(scroller, 600);
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous: Partner logos' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(scroller).toHaveFocus();
  });
});
