import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettingsFragment } from '@/graphql/generated/graphql';
import { renderWithProviders } from '@/__tests__/support/render';
import { toSiteSettings } from '@/lib/brand/site-settings';
import CookieNotice from './CookieNotice';

type RawCookieNotice = NonNullable<SiteSettingsFragment['CookiePolicyNotification']>;

function render(
  raw: RawCookieNotice = {
    Text: 'We use cookies to improve your visit. Read our [cookie policy](/cookie-policy/).',
    AcceptButtonText: 'Accept cookies',
  },
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
  return renderWithProviders(<CookieNotice {...settings.cookieNotice!} />, { settings });
}

const notice = () => screen.queryByRole('region', { name: 'Cookie notice' });

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('CookieNotice', () => {
  it('shows the brand’s cookie text, with its links, when the visitor has not accepted yet', async () => {
    render();
    // The notice's code is loaded after hydration (next/dynamic): it appears a moment later.
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toHaveTextContent(
      'We use cookies to improve your visit.',
    );
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy/');
    expect(screen.getByRole('button', { name: 'Accept cookies' })).toBeInTheDocument();
  });

  it('goes away on accept and remembers the choice as cookieConsent=accepted', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(notice()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
  });

  it('is not shown to a visitor who has already accepted', () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    render();
    expect(notice()).not.toBeInTheDocument();
  });

  it('is shown again for any other stored value', () => {
    window.localStorage.setItem('cookieConsent', 'rejected');
    render();
    expect(notice()).toBeInTheDocument();
  });

  it('goes away when the visitor accepts in another tab', () => {
    render();
    expect(notice()).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem('cookieConsent', 'accepted');
      window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent', newValue: 'accepted' }));
    });
    expect(notice()).not.toBeInTheDocument();
  });

  it('uses "Accept" when the brand names no button', () => {
    render({ Text: 'We use cookies.', AcceptButtonText: null });
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
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
