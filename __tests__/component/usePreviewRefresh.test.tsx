/**
 * Live reload in the CMS admin's preview frame (lib/preview/usePreviewRefresh.ts): a page that runs
 * inside a frame re-runs its getServerSideProps (router.replace to its own path, scroll kept) when
 * an allowed CMS origin posts strapiUpdate, didSaveEntry or preview:update; anything else changes
 * nothing, and no address a message carries is followed.
 *
 * Unlike hooks.test.tsx, frame detection is not mocked: the page is "framed" the way a browser
 * says so, window.self !== window.top (jsdom's window.top cannot be redefined, window.self can).
 */
import { act, render } from '@testing-library/react';
import nextRouter from 'next/router';
import { usePreviewRefresh } from '@/lib/preview/usePreviewRefresh';

// The stubbed router (jest-setup-dom.ts) is one object: the tests set its state.
const router = nextRouter as unknown as { asPath: string; replace: jest.Mock };

const CMS = 'http://localhost:1337';
const ALLOWED = [CMS];

/** A page that uses the hook, as SiteShell does. */
function Page({ origins = ALLOWED }: { origins?: readonly string[] }) {
  usePreviewRefresh(origins);
  return (
    <main>
      <h1>Camp Counsellor USA</h1>
      <p>Spend your summer at camp.</p>
    </main>
  );
}

/**
 * Runs the page inside a frame: window.self is not window.top. The stand-in still works as a window
 * (code that calls self.setTimeout and the like keeps working).
 */
const frameWindow = new Proxy(window, {
  get: (target, key) =>
    typeof Reflect.get(target, key) === 'function' ? Reflect.get(target, key).bind(target) : Reflect.get(target, key),
});
const framed = () => jest.spyOn(window, 'self', 'get').mockReturnValue(frameWindow);

const post = (origin: string, data: unknown) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data })));

beforeEach(() => {
  router.asPath = '/us/experiences/summer-camp/camp-counsellor/?utm_source=cms';
  router.replace.mockClear();
});

afterEach(() => jest.restoreAllMocks());

describe('usePreviewRefresh inside the admin’s frame', () => {
  it.each(['strapiUpdate', 'didSaveEntry', 'preview:update'])(
    're-runs the page’s data once on %s from the CMS, keeping the path and the scroll position',
    (type) => {
      framed();
      render(<Page />);
      post(CMS, { type });
      expect(router.replace).toHaveBeenCalledTimes(1);
      expect(router.replace).toHaveBeenCalledWith(
        '/us/experiences/summer-camp/camp-counsellor/?utm_source=cms',
        undefined,
        { scroll: false },
      );
    },
  );

  it('refreshes once per message, for the path the page is on when the message arrives', () => {
    framed();
    render(<Page />);
    post(CMS, { type: 'strapiUpdate' });
    router.asPath = '/blog/first-week-at-camp/';
    post(CMS, { type: 'didSaveEntry', documentId: 'abc' });
    expect(router.replace.mock.calls).toEqual([
      ['/us/experiences/summer-camp/camp-counsellor/?utm_source=cms', undefined, { scroll: false }],
      ['/blog/first-week-at-camp/', undefined, { scroll: false }],
    ]);
  });

  it('treats an unreadable window.top (a cross-origin parent) as a frame', () => {
    jest.spyOn(window, 'self', 'get').mockImplementation(() => {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    });
    render(<Page />);
    post(CMS, { type: 'strapiUpdate' });
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('uses the origins it is given, not a fixed list', () => {
    framed();
    render(<Page origins={['https://cms.example.com']} />);
    post(CMS, { type: 'strapiUpdate' });
    expect(router.replace).not.toHaveBeenCalled();
    post('https://cms.example.com', { type: 'strapiUpdate' });
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', 'https://evil.example', { type: 'strapiUpdate' }],
    ['the CMS port with a digit more', 'http://localhost:13370', { type: 'strapiUpdate' }],
    ['the CMS host on another port', 'http://localhost:1338', { type: 'strapiUpdate' }],
    ['the CMS over https', 'https://localhost:1337', { type: 'strapiUpdate' }],
    ['a look-alike host', 'http://localhost:1337.evil.example', { type: 'strapiUpdate' }],
    ['an opaque origin (sandboxed frame, file:)', 'null', { type: 'strapiUpdate' }],
    ['no origin', '', { type: 'strapiUpdate' }],
    ['another type', CMS, { type: 'navigate', url: 'https://evil.example' }],
    ['a type in another case', CMS, { type: 'StrapiUpdate' }],
    ['a type with spaces', CMS, { type: ' strapiUpdate ' }],
    ['the type as a bare string', CMS, 'strapiUpdate'],
    ['the type in an array', CMS, ['strapiUpdate']],
    ['an array with a type property', CMS, Object.assign(['x'], { type: 'strapiUpdate' })],
    ['a type that is a list', CMS, { type: ['strapiUpdate'] }],
    ['a nested type', CMS, { data: { type: 'strapiUpdate' } }],
    ['null', CMS, null],
    ['no data', CMS, undefined],
    ['a number', CMS, 42],
  ])('does nothing on %s', (_label, origin, data) => {
    framed();
    render(<Page />);
    post(origin, data);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('reloads the page’s own address, never one a message carries', () => {
    framed();
    render(<Page />);
    post(CMS, {
      type: 'strapiUpdate',
      url: 'javascript:alert(1)',
      href: 'https://evil.example/',
      path: '/blog/another-post/',
      asPath: '//evil.example',
    });
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith(
      '/us/experiences/summer-camp/camp-counsellor/?utm_source=cms',
      undefined,
      { scroll: false },
    );
  });

  it('stops listening when the page goes away', () => {
    framed();
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Page />);
    const listener = add.mock.calls.find(([type]) => type === 'message')?.[1];
    expect(listener).toBeDefined();
    unmount();
    expect(remove).toHaveBeenCalledWith('message', listener);
    post(CMS, { type: 'strapiUpdate' });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows a save made while the page was still loading (held by the paint-first loader), once, and only from an allowed origin', () => {
    framed();
    const held = window as unknown as { __earlyMessages?: unknown[] };
    held.__earlyMessages = [{ origin: 'https://evil.example', data: { type: 'strapiUpdate' } }];
    const { unmount } = render(<Page />);
    expect(router.replace).not.toHaveBeenCalled();
    unmount();

    held.__earlyMessages = [
      { origin: CMS, data: { type: 'didSaveEntry' } },
      { origin: CMS, data: { type: 'strapiUpdate' } },
    ];
    render(<Page />);
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith(router.asPath, undefined, { scroll: false });
    expect(held.__earlyMessages).toEqual([]);
    delete held.__earlyMessages;
  });
});

describe('usePreviewRefresh outside a frame', () => {
  it('ignores even a valid message from the CMS (a visitor’s tab, or a page opening the site)', () => {
    render(<Page />);
    expect(window.self).toBe(window.top);
    post(CMS, { type: 'strapiUpdate' });
    post(CMS, { type: 'didSaveEntry' });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('does not listen for messages at all', () => {
    const add = jest.spyOn(window, 'addEventListener');
    render(<Page />);
    expect(add.mock.calls.filter(([type]) => type === 'message')).toEqual([]);
  });
});
