/**
 * Click-to-edit inside the CMS admin's preview frame (components/layout/VisualEditing.tsx,
 * lib/preview/visual-editing.ts): the page announces itself to the allowed CMS origins only, runs
 * the admin's script only when the admin (the parent window, an allowed origin) sends it, under the
 * page's nonce and without Strapi's CDN decoder, and shows what the editor types in the fields of
 * the edited document only. The real admin does the same end to end (e2e/brand-editor).
 */
import { act, render, screen, within } from '@testing-library/react';
import VisualEditing from '@/components/layout/VisualEditing';
import RichText from '@/components/ui/RichText';
import { applyFieldChange, runPreviewScript } from '@/lib/preview/visual-editing';

const CMS = 'http://localhost:1337';
const OTHER = 'https://evil.example';
const ALLOWED = [CMS, 'https://cms.example.com'];

const frameWindow = new Proxy(window, {
  get: (target, key) =>
    typeof Reflect.get(target, key) === 'function' ? Reflect.get(target, key).bind(target) : Reflect.get(target, key),
});
/** Inside a frame, as the browser says it: window.self is not window.top (jsdom's parent is the window itself). */
const framed = () => jest.spyOn(window, 'self', 'get').mockReturnValue(frameWindow);

const post = (origin: string, data: unknown, source: MessageEventSource | null = window) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data, source })));

const source = (documentId: string, path: string, type = 'string') =>
  `documentId=${documentId}&path=${encodeURIComponent(path)}&model=api%3A%3Ablog-post.blog-post&kind=collectionType&type=${type}`;

afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelectorAll('script, style').forEach((element) => element.remove());
  delete window.STRAPI_DISABLE_STEGA_DECODING;
});

describe('the handshake with the admin', () => {
  it('says previewReady to each allowed CMS origin, addressed to it alone', () => {
    framed();
    const sent = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    render(
      <VisualEditing origins={ALLOWED} documentId="post-1" page={{}}>
        <p>page</p>
      </VisualEditing>,
    );
    expect(sent.mock.calls).toEqual([
      [{ type: 'previewReady' }, CMS],
      [{ type: 'previewReady' }, 'https://cms.example.com'],
    ]);
  });

  it('says nothing outside a frame (a page opened on its own)', () => {
    const sent = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    render(
      <VisualEditing origins={ALLOWED} documentId="post-1" page={{}}>
        <p>page</p>
      </VisualEditing>,
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('runs the script only when the admin sends it: an allowed origin and the parent window', () => {
    framed();
    jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    render(
      <VisualEditing origins={ALLOWED} documentId="post-1" page={{}}>
        <p>page</p>
      </VisualEditing>,
    );
    const script = { type: 'strapiScript', payload: { script: 'window.__ran = (window.__ran || 0) + 1' } };
    post(OTHER, script);
    post(CMS, script, null); // the right origin, but not from the parent window
    post(CMS, { type: 'strapiScript', payload: 'window.__ran = 1' });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    post(CMS, script);
    const added = document.head.querySelectorAll('script');
    expect(added).toHaveLength(1);
    expect(added[0].textContent).toBe(script.payload.script);
    expect(window.STRAPI_DISABLE_STEGA_DECODING).toBe(true);
  });
});

describe('runPreviewScript', () => {
  it('gives the script, and the style it adds later, the page’s nonce (the CSP allows nothing else)', () => {
    runPreviewScript('void 0', 'n0nce');
    expect(document.head.querySelector('script')!.nonce).toBe('n0nce');
    const style = document.createElement('style');
    document.head.appendChild(style);
    expect(style.nonce).toBe('n0nce');
  });
});

describe('what the editor types', () => {
  const page = () => {
    document.body.innerHTML = `
      <h1 data-strapi-source="${source('post-1', 'Title')}">Nine weeks at camp</h1>
      <span data-strapi-source="${source('post-1', 'TitleMobile')}">Nine weeks</span>
      <a data-strapi-source="${source('post-2', 'Title')}">Packing for camp</a>
      <img data-strapi-source="${source('post-1', 'Hero.BannerImage', 'media')}" src="/_next/image?url=%2Fuploads%2Fa.jpg" srcset="x 1x">
      <div data-strapi-source="${source('post-1', 'Section.0.Content', 'richtext')}"><p>Old</p></div>`;
  };

  it('replaces the text of that field of the edited document, and nothing else', () => {
    page();
    applyFieldChange(document, { field: 'Title', value: 'Ten weeks at camp', type: 'string' }, 'post-1');
    expect(document.querySelector('h1')!.textContent).toBe('Ten weeks at camp');
    // A field whose path starts the same, and another document's Title (a linked post): untouched.
    expect(document.querySelector('span')!.textContent).toBe('Nine weeks');
    expect(document.querySelector('a')!.textContent).toBe('Packing for camp');
  });

  it('shows a chosen image from the site’s own uploads, and refuses a script URL', () => {
    page();
    const image = document.querySelector('img')!;
    applyFieldChange(
      document,
      { field: 'Hero.BannerImage', value: { url: '/uploads/b.jpg' }, type: 'media' },
      'post-1',
    );
    expect(image.getAttribute('src')).toBe('/uploads/b.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
    applyFieldChange(document, { field: 'Hero.BannerImage', value: { url: 'javascript:alert(1)' } }, 'post-1');
    expect(image.getAttribute('src')).toBe('/uploads/b.jpg');
    expect(image.style.visibility).toBe('hidden');
  });

  it('hands rich text to the site to render, by the field’s source, leaving the element to React', () => {
    page();
    const typed = applyFieldChange(
      document,
      { field: 'Section.0.Content', value: 'New **bold** text', type: 'richtext' },
      'post-1',
    );
    expect(typed).toEqual({
      [source('post-1', 'Section.0.Content', 'richtext').replace('&type=richtext', '')]: 'New **bold** text',
    });
    expect(document.querySelector('div p')!.textContent).toBe('Old');
  });

  it('renders typed rich text as the site does, live, and ignores a change sent by another origin', () => {
    framed();
    jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const field = source('post-1', 'Body', 'richtext').replace('&type=richtext', '');
    render(
      <VisualEditing origins={ALLOWED} documentId="post-1" page={{}}>
        <RichText markdown="Saved text" source={field} />
      </VisualEditing>,
    );
    const change = { type: 'strapiFieldChange', payload: { field: 'Body', value: 'Typed **text**', type: 'richtext' } };
    post(OTHER, change);
    expect(screen.getByText('Saved text')).toBeInTheDocument();
    post(CMS, change);
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(screen.queryByText('Saved text')).not.toBeInTheDocument();
  });
});

describe('a double-click on text of another document (the menu, the footer)', () => {
  const settings =
    'documentId=settings-1&path=Appearance.HeaderMenu.0.Label&model=api%3A%3Abrand-setting.brand-setting&kind=collectionType&type=string';
  const page = { site: { brand: { name: 'Timberline Camps' } } };

  function renderFramed() {
    framed();
    jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    return render(
      <VisualEditing origins={ALLOWED} documentId="post-1" page={page}>
        <nav>
          <span data-strapi-source={settings}>Camp jobs</span>
        </nav>
        <h1 data-strapi-source={source('post-1', 'Title')}>Nine weeks at camp</h1>
      </VisualEditing>,
    );
  }

  it('names the entry it is in and links to it in the admin, instead of the admin’s “different document”', () => {
    const { getByText } = within(renderFramed().container);
    // The admin's script, listening where it does (after the page), never hears of it.
    const admin = jest.fn();
    window.addEventListener('dblclick', admin);
    act(() => void getByText('Camp jobs').dispatchEvent(new MouseEvent('dblclick', { bubbles: true })));
    window.removeEventListener('dblclick', admin);
    expect(admin).not.toHaveBeenCalled();
    const hint = screen.getByRole('dialog', { name: 'Where this text is edited' });
    expect(hint).toHaveTextContent('Timberline Camps’s site settings (Brand site settings)');
    expect(screen.getByRole('link', { name: 'Open the Brand site settings entry in a new tab' })).toHaveAttribute(
      'href',
      'http://localhost:1337/admin/content-manager/collection-types/api::brand-setting.brand-setting/settings-1',
    );
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves a field of the edited entry to the admin’s own inline editor', () => {
    const { getByRole } = within(renderFramed().container);
    const admin = jest.fn();
    window.addEventListener('dblclick', admin);
    act(() => void getByRole('heading').dispatchEvent(new MouseEvent('dblclick', { bubbles: true })));
    window.removeEventListener('dblclick', admin);
    expect(admin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
