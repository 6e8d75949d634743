import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/__tests__/support/render';
import ChatWidget from './ChatWidget';

// next/script (lazyOnload) appends the provider's script to document.body once the page has loaded,
// outside the rendered container, and loads a given id only once per test file: the refused hosts
// are tried first, and each checks that no chat script at all reached the document.
const chatScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script#chat-widget'));

describe('ChatWidget', () => {
  it.each([
    // Not a listed chat provider's host (cms/src/lib/chat-providers.ts): what a brand editor could
    // have typed before the CMS refused it.
    'cdn.evil.example',
    'freshchat.com.evil.example',
    'evil.com/x.js?',
    'javascript:alert(1)',
    'a b',
  ])('loads nothing for the host %j', async (host) => {
    renderWithProviders(<ChatWidget token="t0k3n" host={host} widgetId="w-1" />);
    // Give next/script the time it takes to add the script for a listed host (see the last test).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chatScripts()).toEqual([]);
  });

  it('loads Freshchat’s widget from the host and starts it with the token and widget id', async () => {
    const init = jest.fn();
    window.fcWidget = { init };
    renderWithProviders(<ChatWidget token="t0k3n" host="https://WChat.EU.Freshchat.com/" widgetId="w-1" />);
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    const [script] = chatScripts();
    expect(script.src).toBe('https://wchat.eu.freshchat.com/js/widget.js');
    expect(init).not.toHaveBeenCalled();
    script.dispatchEvent(new Event('load'));
    expect(init).toHaveBeenCalledWith({ token: 't0k3n', host: 'https://wchat.eu.freshchat.com', widgetUuid: 'w-1' });
    delete window.fcWidget;
  });
});
