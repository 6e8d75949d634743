import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InfoTip from './InfoTip';

const TEXT = 'Fully refunded if we cannot find you a camp';

const renderTip = () => {
  render(
    <p>
      Registration deposit <InfoTip label="More about Registration deposit" text={TEXT} />{' '}
      <button type="button">Elsewhere</button>
    </p>,
  );
  return screen.getByRole('button', { name: 'More about Registration deposit' });
};

const tip = () => screen.queryByRole('tooltip');

describe('InfoTip', () => {
  it('opens on a tap (touch: focus, then click) and stays open to be read', async () => {
    const button = renderTip();
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(tip()).toHaveTextContent(TEXT);
    expect(button).toHaveAccessibleDescription(TEXT);
  });

  it('stays open when a desktop click follows the hover that showed it, and a second click closes it', async () => {
    const button = renderTip();
    const user = userEvent.setup();
    await user.hover(button);
    expect(tip()).toHaveTextContent(TEXT);
    await user.click(button);
    expect(tip()).toHaveTextContent(TEXT);
    // Pinned: the pointer may leave to read it.
    await user.unhover(button);
    expect(tip()).toHaveTextContent(TEXT);
    await user.click(button);
    expect(tip()).toBeNull();
  });

  it('shows on keyboard focus, and Escape closes it', async () => {
    const button = renderTip();
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    expect(tip()).toHaveTextContent(TEXT);
    await user.keyboard('{Escape}');
    expect(tip()).toBeNull();
  });

  it('closes on Escape after hovering, with focus elsewhere', async () => {
    const button = renderTip();
    const user = userEvent.setup();
    await user.hover(button);
    expect(tip()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(tip()).toBeNull();
  });

  it('closes when the visitor taps or clicks elsewhere', async () => {
    const button = renderTip();
    const user = userEvent.setup();
    await user.click(button);
    expect(tip()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(tip()).toBeNull();
  });

  it('closes a pinned tip on a press outside even where the click did not focus the button', () => {
    const button = renderTip();
    fireEvent.click(button);
    expect(tip()).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(tip()).toBeNull();
  });
});
