/**
 * The chat widget's host is one of a listed provider's (issue 40): the CMS stores a listed host as
 * the site loads it and refuses any other with a message that tells the editor what to use, and the
 * site reads the same list.
 */
import { chatHostOf, chatHostRefusal } from '@/cms/src/lib/chat-providers';
import { acceptedChatHost } from '@/cms/src/security/chat-widget-guard';

describe('chatHostOf', () => {
  it.each([
    ['wchat.freshchat.com', 'wchat.freshchat.com'],
    ['wchat.eu.freshchat.com', 'wchat.eu.freshchat.com'],
    ['acme-travel.freshchat.com', 'acme-travel.freshchat.com'],
    // As Freshchat's own snippet writes it, pasted with spaces around.
    [' https://WChat.Freshchat.com/ ', 'wchat.freshchat.com'],
  ])('accepts %j as %s, a Freshchat host', (typed, host) => {
    expect(chatHostOf(typed)).toEqual({ host, provider: expect.objectContaining({ name: 'Freshchat' }) });
  });

  it.each([
    'chat.example.com',
    'freshchat.com',
    'evilfreshchat.com',
    'freshchat.com.evil.example',
    'wchat.freshchat.com.evil.example',
    'http://wchat.freshchat.com',
    '//wchat.freshchat.com',
    'wchat.freshchat.com:8443',
    'wchat.freshchat.com/js/widget.js',
    'wchat.freshchat.com/x.js?',
    'user@wchat.freshchat.com',
    'evil.com#.freshchat.com',
    'evil.com/.freshchat.com',
    'a b.freshchat.com',
    '-x.freshchat.com',
    '..freshchat.com',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (typed) => {
    expect(chatHostOf(typed)).toBeNull();
  });
});

describe('the CMS guard', () => {
  it('stores a listed host as the site loads it, and leaves an empty or absent host alone', () => {
    expect(acceptedChatHost('https://wchat.EU.freshchat.com/')).toBe('wchat.eu.freshchat.com');
    expect(acceptedChatHost('  ')).toBe('');
    expect(acceptedChatHost(null)).toBeNull();
    expect(acceptedChatHost(undefined)).toBeUndefined();
  });

  it('refuses another host with a message naming what to use', () => {
    // A ValidationError: Strapi answers it 400 with its message, which the admin shows.
    const refusal = (host: unknown) => {
      try {
        acceptedChatHost(host);
      } catch (error) {
        return { name: (error as Error).name, message: (error as Error).message };
      }
      return null;
    };
    expect(refusal('cdn.evil.example')).toEqual({
      name: 'ValidationError',
      message: expect.stringContaining(
        'Live chat: "cdn.evil.example" is not the host of a chat provider this site loads. ' +
          'Use one of: Freshchat (a host under freshchat.com, such as wchat.freshchat.com).',
      ),
    });
    expect(refusal(42)).toMatchObject({ name: 'ValidationError' });
  });

  it('shows at most 80 characters of what was typed', () => {
    expect(chatHostRefusal(`${'x'.repeat(200)}.example`)).toContain(`"${'x'.repeat(80)}"`);
  });
});
