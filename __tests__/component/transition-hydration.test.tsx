/**
 * pages/_app.tsx imports lib/react/transition-hydration before Next hydrates the page: the
 * hydrateRoot Next calls must still hydrate the server HTML (same DOM, live handlers), now as a
 * transition React may split into slices.
 */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import '@/lib/react/transition-hydration';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const client = require('react-dom/client') as typeof import('react-dom/client');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Clicked {count} times
    </button>
  );
}

describe('hydration as a transition', () => {
  it('wraps the hydrateRoot that Next calls (react-dom/client’s export)', () => {
    expect((client.hydrateRoot as { inTransition?: boolean }).inTransition).toBe(true);
  });

  it('hydrates the server HTML in place: the same nodes, handlers live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof client.hydrateRoot> | undefined;
    await act(async () => {
      root = client.hydrateRoot(container, <Counter />);
    });
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton!.click());
    expect(serverButton).toHaveTextContent('Clicked 1 times');
    expect(errors).not.toHaveBeenCalled();
    act(() => root!.unmount());
    container.remove();
  });
});
