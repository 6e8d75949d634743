import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/__tests__/support/render';
import ChatWidget, { safeChatHost } from './ChatWidget';

// next/script (lazyOnload) appends the provider's script to document.body once the page has loaded,
// outside the rendered container, and loads a given id only once per test file: the hostile hosts
// are tried first, and each checks that no chat script at all reached the document.
const chatScripts = () => Array.from(document.querySelectorAll('script#chat-widget'));

describe('safeChatHost', () => {
  it.each([
    ['chat.example.com', 'chat.example.com'],
    ['Chat.Example.COM', 'chat.example.com'],
    ['widget.chat-provider.io:8443', 'widget.chat-provider.io:8443'],
  ])('accepts the host name %s', (host, expected) => {
    expect(safeChatHost(host)).toBe(expected);
  });

  it.each([
    'evil.com/x.js?',
    'javascript:alert(1)',
    'a b',
    'https://chat.example.com',
    '//evil.com',
    'evil.com#',
    'user@evil.com',
    'localhost',
    '-evil.com',
    'evil-.com',
    'chat.example.com:',
    '',
  ])('rejects %j', (host) => {
    expect(safeChatHost(host)).toBeNull();
  });
});

describe('ChatWidget', () => {
  it.each(['evil.com/x.js?', 'javascript:alert(1)', 'a b'])('renders nothing for the hostile host %j', async (host) => {
    renderWithProviders(<ChatWidget token="t0k3n" host={host} widgetId="w-1" />);
    // Give next/script the time it takes to add the script for a safe host (see the last test).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chatScripts()).toEqual([]);
  });

  it('loads the provider’s widget script from the chat host, with the token and widget id', async () => {
    renderWithProviders(<ChatWidget token="t0k3n" host="Chat.Example.com" widgetId="w-1" />);
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    const [script] = chatScripts();
    expect(script).toHaveAttribute('src', 'https://chat.example.com/widget.js');
    expect(script).toHaveAttribute('data-token', 't0k3n');
    expect(script).toHaveAttribute('data-widget-id', 'w-1');
  });
});
