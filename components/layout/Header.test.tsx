import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nextRouter from 'next/router';
import type { SiteSettingsFragment } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import { toSiteSettings } from '@/lib/brand/site-settings';
import Header from './Header';

const router = nextRouter as unknown as { events: { on: jest.Mock; off: jest.Mock } };

const rawSettings = (overrides: Partial<SiteSettingsFragment> = {}): SiteSettingsFragment => ({
  documentId: 'settings',
  Appearance: {
    ImageTransition: 'fade',
    HeaderLogos: [{ id: 'l1', Link: null, Variant: 'primary', Image: testMedia('logo', 'Wayfarer Collective logo') }],
    HeaderMenu: [
      {
        id: 'm1',
        Label: 'Experiences',
        URL: '/experiences/',
        rank: 1,
        Children: [
          { id: 'c1', Text: 'Summer Camp', URL: '/experiences/summer-camp/' },
          { id: 'c2', Text: 'Stolen cookies', URL: 'javascript:alert(document.cookie)' },
          { id: 'c3', Text: 'Ski Seasons', URL: '/experiences/ski-seasons/' },
        ],
      },
      { id: 'm2', Label: 'Destinations', URL: '/destinations/', rank: 2, Children: [] },
      { id: 'm3', Label: 'Blog', URL: '/blog/', rank: 3, Children: null },
    ],
    Fonts: null,
    Colours: null,
    UrgentNewsBanner: null,
  },
  Navigation: {
    FooterLogos: [],
    FooterMenu: [],
    Social: [],
    AffiliateLinks: [],
    SubFooter: null,
    AutomatedMenuItems: [],
    MyBookingLink: { id: 'b', Text: 'My booking', URL: 'https://booking.hanover.example/login' },
  },
  Newsletter: null,
  CookiePolicyNotification: null,
  ChatWidget: null,
  Embeds: null,
  ...overrides,
});

function render(raw = rawSettings()) {
  const settings = toSiteSettings(raw);
  return renderWithProviders(
    <Header menu={settings.appearance.headerMenu} bookingLink={settings.navigation.myBookingLink} />,
    { settings },
  );
}

// jsdom applies no media queries: the desktop menu and the mobile menu button are both present.
const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  router.events.on.mockClear();
  router.events.off.mockClear();
});

describe('Header', () => {
  it('links the brand’s name and logo to the home page', () => {
    render();
    expect(screen.getByRole('link', { name: 'Wayfarer Collective, home' })).toHaveAttribute('href', '/');
  });

  it('shows menu items without children as links', () => {
    render();
    expect(within(desktopNav()).getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/destinations/');
    expect(within(desktopNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
  });

  it('opens a menu item’s children from its button, with an "All …" entry and no unsafe link', async () => {
    const user = userEvent.setup();
    render();
    const button = within(desktopNav()).getByRole('button', { name: 'Experiences' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(menu);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['All experiences', '/experiences/'],
      ['Summer Camp', '/experiences/summer-camp/'],
      ['Ski Seasons', '/experiences/ski-seasons/'],
    ]);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the my-booking link, opening the booking site safely', () => {
    render();
    const link = screen.getByRole('link', { name: 'My booking' });
    expect(link).toHaveAttribute('href', 'https://booking.hanover.example/login');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no my-booking link when the brand sets none', () => {
    render(rawSettings({ Navigation: null }));
    expect(screen.queryByRole('link', { name: 'My booking' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu drawer with every entry, and closes it again', async () => {
    const user = userEvent.setup();
    render();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // The open drawer is modal: the page behind it (the desktop menu included) is hidden from assistive technology.
    const drawer = screen.getByRole('navigation', { name: 'Main' });
    expect(document.getElementById(open.getAttribute('aria-controls')!)).toContainElement(drawer);
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All experiences', '/experiences/'],
      ['Summer Camp', '/experiences/summer-camp/'],
      ['Ski Seasons', '/experiences/ski-seasons/'],
      ['Destinations', '/destinations/'],
      ['Blog', '/blog/'],
      ['My booking', 'https://booking.hanover.example/login'],
    ]);
    expect(within(drawer).getByText('Experiences')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when the visitor navigates', async () => {
    const user = userEvent.setup();
    render();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const [, onRouteChange] = router.events.on.mock.calls.find(([event]) => event === 'routeChangeStart')!;
    await act(async () => onRouteChange());
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header in the admin’s preview (click-to-edit)', () => {
  const link = (id: string, Text: string, URL: string) => withTypename('ComponentSharedLink', { id, Text, URL });

  /** The brand's settings as GraphQL answers them: every object with its __typename. */
  const answer = () =>
    withTypename(
      'BrandSetting',
      rawSettings({
        documentId: 'settings-1',
        Appearance: withTypename('ComponentSettingsAppearance', {
          ...rawSettings().Appearance!,
          HeaderLogos: [
            withTypename('ComponentSettingsLogo', {
              id: 'l1',
              Link: null,
              Variant: 'primary' as const,
              Image: withTypename('UploadFile', testMedia('logo', 'Wayfarer Collective logo')),
            }),
          ],
          HeaderMenu: [
            withTypename('ComponentSettingsMenuItem', {
              id: 'm1',
              Label: 'Experiences',
              URL: '/experiences/',
              rank: 1,
              Children: [
                link('c1', 'Summer Camp', '/experiences/summer-camp/'),
                link('c2', 'Ski Seasons', '/experiences/ski-seasons/'),
              ],
            }),
            withTypename('ComponentSettingsMenuItem', {
              id: 'm2',
              Label: 'Destinations',
              URL: '/destinations/',
              rank: 2,
              Children: [],
            }),
          ],
        }),
        Navigation: withTypename('ComponentSettingsNavigation', {
          ...rawSettings().Navigation!,
          MyBookingLink: link('b', 'My booking', 'https://booking.hanover.example/login'),
        }),
      }),
    );

  it('marks every text and image it shows with its field, in draft mode, in its menus too', async () => {
    const user = userEvent.setup();
    const placed = placeContent({ brandSettings: [answer()] });
    const { container } = render(placed.brandSettings[0]);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Appearance.HeaderLogos.0.Image=logo.jpg',
        'Appearance.HeaderMenu.0.Label=Experiences',
        'Appearance.HeaderMenu.1.Label=Destinations',
        'Navigation.MyBookingLink.Text=My booking',
      ]),
    );

    // The dropdown and the drawer are portals: they render outside the container.
    await user.click(within(desktopNav()).getByRole('button', { name: 'Experiences' }));
    const menu = screen.getByRole('menu');
    expect(unmarkedFields(menu, placed)).toEqual([]);
    expect(markedFields(menu)).toEqual([
      'Appearance.HeaderMenu.0.Children.0.Text=Summer Camp',
      'Appearance.HeaderMenu.0.Children.1.Text=Ski Seasons',
    ]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Main' });
    expect(unmarkedFields(drawer, placed)).toEqual([]);
    expect(markedFields(drawer)).toEqual([
      'Appearance.HeaderMenu.0.Label=Experiences',
      'Appearance.HeaderMenu.0.Children.0.Text=Summer Camp',
      'Appearance.HeaderMenu.0.Children.1.Text=Ski Seasons',
      'Appearance.HeaderMenu.1.Label=Destinations',
      'Navigation.MyBookingLink.Text=My booking',
    ]);
  });

  it('marks nothing on a visitor’s page', async () => {
    const user = userEvent.setup();
    render(answer());
    await user.click(within(desktopNav()).getByRole('button', { name: 'Experiences' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(markedElements(document.body)).toBe(0);
  });
});
