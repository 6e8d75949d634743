import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettingsFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placeContent, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders } from '@/__tests__/support/render';
import { toSiteSettings, type LinkItem } from '@/lib/brand/site-settings';
import CookieNotice, { reopenCookieNotice } from './CookieNotice';

type RawCookieNotice = NonNullable<SiteSettingsFragment['CookiePolicyNotification']>;

function render(
  raw: RawCookieNotice = {
    Text: 'We use cookies to improve your visit. Read our [cookie policy](/cookie-policy/).',
    AcceptButtonText: 'Accept cookies',
    RejectButtonText: 'Reject cookies',
  },
  policy: LinkItem | null = null,
) {
  const settings = toSiteSettings({
    documentId: 'settings',
    Appearance: null,
    Navigation: null,
    Newsletter: null,
    CookiePolicyNotification: raw,
    ChatWidget: null,
    Embeds: null,
  });
  return renderWithProviders(<CookieNotice {...settings.cookieNotice!} policy={policy} />, { settings });
}

const notice = () => screen.queryByRole('region', { name: 'Cookie notice' });

/** The notice's settings as the site reads them, with the texts of render()'s default. */
const noticeSettings = () => ({
  text: 'We use cookies to improve your visit.',
  acceptButtonText: 'Accept cookies',
  rejectButtonText: 'Reject cookies',
});

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
  delete window.dataLayer;
});

/** The consent commands GTM would read: gtag() pushes Arguments objects, read back as arrays. */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry !== null && 'length' in entry)
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('CookieNotice', () => {
  const policy = { text: 'Cookie policy', url: '/cookie-policy/' };
  const buttons = { AcceptButtonText: 'Accept cookies', RejectButtonText: 'Reject cookies' };

  it('links the brand’s cookie policy where its text names it', async () => {
    render({ ...buttons, Text: 'We use cookies. You can read more in our cookie policy.' }, policy);
    const region = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(region).toHaveTextContent('We use cookies. You can read more in our cookie policy.');
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy/');
  });

  it('links the cookie policy after the text when the text does not name it', async () => {
    render(
      { ...buttons, Text: 'BUNAC uses cookies to make this site work.' },
      { text: 'Cookies', url: '/cookie-policy' },
    );
    await screen.findByRole('region', { name: 'Cookie notice' });
    // In the brand's one spelling of its addresses (this test brand's ends in a slash).
    expect(screen.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute('href', '/cookie-policy/');
  });

  it('links it once when the text links it already', async () => {
    render(undefined, policy);
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the brand’s cookie text, with its links and both choices, when the visitor has not chosen yet', async () => {
    render();
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toHaveTextContent(
      'We use cookies to improve your visit.',
    );
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy/');
    expect(screen.getByRole('button', { name: 'Accept cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject cookies' })).toBeInTheDocument();
  });

  it.each([
    ['Accept cookies', 'granted'],
    ['Reject cookies', 'denied'],
  ])('goes away on “%s”, remembers cookieConsent=%s and tells GTM’s Consent Mode', async (button, choice) => {
    window.dataLayer = []; // analytics runs on this page (production with a container id)
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: button }));
    expect(notice()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookieConsent')).toBe(choice);
    expect(consentCommands()).toEqual([
      [
        'consent',
        'update',
        { ad_storage: choice, ad_user_data: choice, ad_personalization: choice, analytics_storage: choice },
      ],
    ]);
  });

  it('opens again when the visitor asks (the footer’s Cookie settings), takes the focus, and a new choice replaces the old', async () => {
    window.localStorage.setItem('cookieConsent', 'granted');
    window.localStorage.setItem('trackingParams', JSON.stringify({ utm_source: 'newsletter', referrer: 'x' }));
    document.documentElement.setAttribute('data-consent-chosen', ''); // as the head's script set it
    window.dataLayer = [];
    const user = userEvent.setup();
    render();
    expect(notice()).not.toBeInTheDocument();
    act(() => reopenCookieNotice());
    expect(notice()).toBeInTheDocument();
    expect(notice()).toHaveFocus();
    // Not hidden by the CSS that hides it for a visitor who has chosen.
    expect(document.documentElement).not.toHaveAttribute('data-consent-chosen');
    await user.click(screen.getByRole('button', { name: 'Reject cookies' }));
    expect(notice()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookieConsent')).toBe('denied');
    // The campaign kept with the earlier consent goes with it.
    expect(window.localStorage.getItem('trackingParams')).toBeNull();
    expect(consentCommands()).toEqual([
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })],
    ]);
  });

  it('gives the keyboard’s focus back where it was once the visitor chose', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">Something on the page</button>
        <CookieNotice {...noticeSettings()} />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Something on the page' });
    before.focus();
    await user.tab(); // into the notice
    await user.tab();
    expect(notice()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Enter}');
    expect(notice()).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  it('gives the focus back to the footer’s Cookie settings after a choice asked for again', async () => {
    window.localStorage.setItem('cookieConsent', 'granted');
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button" onClick={() => reopenCookieNotice()}>
          Cookie settings
        </button>
        <CookieNotice {...noticeSettings()} />
      </>,
    );
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    expect(notice()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(notice()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it('writes nothing for GTM where analytics does not run', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(window.dataLayer).toBeUndefined();
  });

  it.each(['granted', 'denied', 'accepted'])('is not shown to a visitor whose stored choice is %s', (value) => {
    window.localStorage.setItem('cookieConsent', value);
    render();
    expect(notice()).not.toBeInTheDocument();
  });

  it('is shown again for any other stored value', () => {
    window.localStorage.setItem('cookieConsent', 'maybe');
    render();
    expect(notice()).toBeInTheDocument();
  });

  it('goes away when the visitor chooses in another tab', () => {
    render();
    expect(notice()).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem('cookieConsent', 'denied');
      window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent', newValue: 'denied' }));
    });
    expect(notice()).not.toBeInTheDocument();
  });

  it('uses "Accept" and "Reject" when the brand names no buttons', () => {
    render({ Text: 'We use cookies.', AcceptButtonText: null, RejectButtonText: '  ' });
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('still shows the notice when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => render()).not.toThrow();
    expect(notice()).toBeInTheDocument();
  });

  // Storage can throw (Safari with storage blocked, some embedded browsers); accepting must still
  // hide the notice for this page view.
  it('goes away on accept even when storage is unavailable', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(notice()).not.toBeInTheDocument();
  });
});

describe('CookieNotice in the admin’s preview (click-to-edit)', () => {
  /** The brand's settings as GraphQL answers them: every object with its __typename. */
  const answer = (
    notice: RawCookieNotice = {
      Text: 'We use cookies to improve your visit. Read our [cookie policy](/cookie-policy/).',
      AcceptButtonText: 'Accept cookies',
      RejectButtonText: 'Reject cookies',
    },
  ): SiteSettingsFragment =>
    ({
      __typename: 'BrandSetting',
      documentId: 'settings-1',
      Appearance: null,
      Navigation: null,
      Newsletter: null,
      CookiePolicyNotification: { __typename: 'ComponentSettingsCookieNotice', ...notice },
      ChatWidget: null,
      Embeds: null,
    }) as SiteSettingsFragment;

  function renderSettings(raw: SiteSettingsFragment) {
    const settings = toSiteSettings(raw);
    return renderWithProviders(<CookieNotice {...settings.cookieNotice!} />, { settings });
  }

  it('marks every text it shows with its field, in draft mode', async () => {
    const placed = placeContent({ brandSettings: [answer()] });
    const { container } = renderSettings(placed.brandSettings[0]!);
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual([
      'CookiePolicyNotification.Text=We use cookies to improve your visit. Read our cookie policy.',
      'CookiePolicyNotification.AcceptButtonText=Accept cookies',
      'CookiePolicyNotification.RejectButtonText=Reject cookies',
    ]);
    // Markdown: the site renders what the editor types (rich text), not the admin's script.
    expect(container.querySelector('[data-strapi-source]')?.getAttribute('data-strapi-source')).toMatch(
      /&type=richtext$/,
    );
  });

  it('leaves the button labels the site supplies for empty fields unmarked', async () => {
    const placed = placeContent({
      brandSettings: [answer({ Text: 'We use cookies.', AcceptButtonText: null, RejectButtonText: '  ' })],
    });
    const { container } = renderSettings(placed.brandSettings[0]!);
    await screen.findByRole('button', { name: 'Accept' });
    expect(markedFields(container)).toEqual(['CookiePolicyNotification.Text=We use cookies.']);
  });

  it('marks nothing on a visitor’s page', async () => {
    const { container } = renderSettings(answer());
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(markedElements(container)).toBe(0);
  });
});
