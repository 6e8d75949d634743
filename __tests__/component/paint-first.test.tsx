/**
 * The inline loader _document writes in place of Next's `<script defer>` (lib/react/paint-first.ts),
 * run as the browser runs it: the chunks are added in Next's order once the page has painted, and a
 * button clicked before hydration is not lost: the click starts the scripts and runs once React
 * has hydrated (lib/react/early-clicks.ts, called by _app).
 */
import { replayEarlyClicks, takeEarlyMessages } from '@/lib/react/early-clicks';
import { paintFirstScript } from '@/lib/react/paint-first';
import { PREVIEW_MESSAGE_TYPES } from '@/lib/preview/refresh-messages';

const CHUNKS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'];

const added = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

/** A browser that reports no paint: only a click, or the loader's own time limit, starts the scripts. */
class NoPaintObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="__next"><button type="button">Reject cookies</button></div>';
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = NoPaintObserver;
});

afterEach(() => {
  replayEarlyClicks(); // the loader's click listener goes with the test's document
  jest.useRealTimers();
});

const runLoader = () => window.eval(paintFirstScript(CHUNKS, PREVIEW_MESSAGE_TYPES));

describe('the paint-first loader', () => {
  it("adds Next's chunks in order, each in a task of its own, and in-order (not async) like defer", () => {
    runLoader();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(2500); // no paint reported: the time limit
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(added()).toEqual(CHUNKS);
    expect([...document.head.querySelectorAll('script')].every((script) => script.async === false)).toBe(true);
  });

  it('holds a click on a button made before hydration, starts the scripts at once, and replays it after hydration', () => {
    runLoader();
    const button = document.querySelector('button')!;
    const clicks = jest.fn();
    document.addEventListener('click', clicks); // where React listens, at the root

    button.click();
    expect(clicks).not.toHaveBeenCalled(); // no handler yet: held, not lost
    expect(added()).toEqual([CHUNKS[0]]); // and the scripts did not wait for the paint

    replayEarlyClicks(); // _app's first effect: the page is hydrated
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0][0].target).toBe(button);

    button.click(); // from now on, clicks go straight through
    expect(clicks).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', clicks);
  });

  it('holds a preview message from the CMS admin (its origin and type, nothing else) and starts the scripts at once', () => {
    runLoader();
    const post = (data: unknown, origin = 'http://localhost:1337') =>
      window.dispatchEvent(new MessageEvent('message', { origin, data }));
    post('strapiUpdate'); // not an object: not a preview message
    post({ type: 'somethingElse' });
    expect(added()).toEqual([]);

    post({ type: 'strapiUpdate', url: 'https://evil.example/', html: '<img src=x onerror=alert(1)>' });
    expect(added()).toEqual([CHUNKS[0]]);
    expect(takeEarlyMessages()).toEqual([{ origin: 'http://localhost:1337', data: { type: 'strapiUpdate' } }]);
    expect(takeEarlyMessages()).toEqual([]); // taken once

    for (let i = 0; i < 20; i += 1) post({ type: 'didSaveEntry' }, 'https://flood.example');
    expect(takeEarlyMessages()).toHaveLength(8); // a flood of messages holds a few, not all

    replayEarlyClicks(); // hydrated: the app listens itself from now on
    post({ type: 'strapiUpdate' });
    expect(takeEarlyMessages()).toEqual([]);
  });

  it('lets a click on a link through: links work without JavaScript', () => {
    document.body.innerHTML = '<a href="#faq">FAQ</a>';
    runLoader();
    const clicks = jest.fn();
    document.addEventListener('click', clicks);
    document.querySelector('a')!.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(added()).toEqual([]);
    document.removeEventListener('click', clicks);
  });
});
