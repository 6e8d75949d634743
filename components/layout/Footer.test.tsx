import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutomatedMenuQuery, SiteSettingsFragment } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext, testMedia } from '@/__tests__/support/render';
import { AUTOMATED_SOURCES } from '@/lib/cms/automated-menu';
import { toSiteSettings } from '@/lib/brand/site-settings';
import Footer, { type ExploreEntry } from './Footer';

type RawNavigation = NonNullable<SiteSettingsFragment['Navigation']>;

const rawNavigation = (overrides: Partial<RawNavigation> = {}): RawNavigation => ({
  FooterLogos: [
    {
      id: 'f1',
      Link: 'https://www.wayfarercollective.com/',
      Variant: 'inverse',
      Image: testMedia('logo-white', 'Wayfarer Collective'),
    },
    { id: 'f2', Link: null, Variant: 'primary', Image: testMedia('logo', 'Wayfarer Collective in colour') },
  ],
  FooterMenu: [
    {
      id: 'c1',
      Title: 'About us',
      Links: [
        { id: 'l1', Text: 'Our story', URL: '/about-us/' },
        { id: 'l2', Text: 'Careers', URL: '/jobs/' },
      ],
    },
    {
      id: 'c2',
      Title: 'Help',
      Links: [
        { id: 'l3', Text: 'Contact us', URL: '/contact-us/' },
        null,
        { id: 'l4', Text: 'Travel essentials', URL: '/travel-essentials/' },
      ],
    },
  ],
  Social: [
    { id: 's1', Network: 'facebook', URL: 'https://www.facebook.com/wayfarer' },
    { id: 's2', Network: 'x', URL: 'https://x.com/wayfarer' },
    { id: 's3', Network: 'tiktok', URL: 'javascript:alert(1)' },
    { id: 's4', Network: 'youtube', URL: '   ' },
  ],
  AffiliateLinks: [
    { id: 'a1', Link: 'https://www.abta.com/', Variant: 'primary', Image: testMedia('abta', 'ABTA member P1234') },
  ],
  SubFooter: {
    Text: 'Wayfarer Collective Ltd, registered in England no. 01234567.',
    Links: [
      { id: 'p1', Text: 'Privacy policy', URL: '/privacy-policy/' },
      { id: 'p2', Text: 'Terms', URL: '/terms/' },
    ],
  },
  AutomatedMenuItems: [],
  MyBookingLink: null,
  ...overrides,
});

const explore: ExploreEntry[] = [
  {
    label: 'Destinations',
    href: '/destinations/',
    children: [
      { text: 'USA', url: '/destinations/usa/' },
      { text: 'Canada', url: '/destinations/canada/' },
    ],
  },
  {
    label: 'Travel guides',
    href: '/travel-guides/',
    children: [{ text: 'Whistler', url: '/travel-guides/whistler/' }],
  },
];

function render(
  navigation: RawNavigation = rawNavigation(),
  entries: ExploreEntry[] = explore,
  cookieSettings = false,
) {
  const settings = toSiteSettings({
    documentId: 'settings',
    Appearance: null,
    Navigation: navigation,
    Newsletter: null,
    CookiePolicyNotification: null,
    ChatWidget: null,
    Embeds: null,
  });
  return renderWithProviders(
    <Footer navigation={settings.navigation} explore={entries} cookieSettings={cookieSettings} />,
    { settings },
  );
}

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  it('is the page’s contentinfo landmark, with the menu columns under their headings', () => {
    render();
    const footer = screen.getByRole('contentinfo');
    const about = within(footer).getByRole('heading', { level: 2, name: 'About us' });
    expect(linksOf(about.nextElementSibling as HTMLElement)).toEqual([
      ['Our story', '/about-us/'],
      ['Careers', '/jobs/'],
    ]);
    const help = within(footer).getByRole('heading', { level: 2, name: 'Help' });
    expect(linksOf(help.nextElementSibling as HTMLElement)).toEqual([
      ['Contact us', '/contact-us/'],
      ['Travel essentials', '/travel-essentials/'],
    ]);
  });

  it('names each social link after the brand and network, leaving out unsafe and empty ones', () => {
    render();
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Wayfarer Collective on Facebook', 'https://www.facebook.com/wayfarer'],
      ['Wayfarer Collective on X', 'https://x.com/wayfarer'],
    ]);
    expect(screen.getByRole('link', { name: 'Wayfarer Collective on Facebook' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();
  });

  it('lists the explore entries, each linking to its list page and to its first items', () => {
    render();
    const nav = screen.getByRole('navigation', { name: 'Explore' });
    expect(linksOf(nav)).toEqual([
      ['Destinations', '/destinations/'],
      ['USA', '/destinations/usa/'],
      ['Canada', '/destinations/canada/'],
      ['Travel guides', '/travel-guides/'],
      ['Whistler', '/travel-guides/whistler/'],
    ]);
    expect(within(nav).getByRole('heading', { level: 2, name: 'Destinations' })).toBeInTheDocument();
  });

  it('has no explore navigation without entries', () => {
    render(rawNavigation(), []);
    expect(screen.queryByRole('navigation', { name: 'Explore' })).not.toBeInTheDocument();
  });

  it('ends with the sub-footer text and its legal links', () => {
    render();
    expect(screen.getByText('Wayfarer Collective Ltd, registered in England no. 01234567.')).toBeInTheDocument();
    expect(linksOf(screen.getByRole('list', { name: 'Legal' }))).toEqual([
      ['Privacy policy', '/privacy-policy/'],
      ['Terms', '/terms/'],
    ]);
  });

  it('offers Cookie settings beside the legal links where the brand shows a cookie notice: it opens it again', async () => {
    const reopen = jest.spyOn(document.documentElement, 'removeAttribute');
    render(rawNavigation(), explore, true);
    const legal = screen.getByRole('list', { name: 'Legal' });
    await userEvent.setup().click(within(legal).getByRole('button', { name: 'Cookie settings' }));
    expect(reopen).toHaveBeenCalledWith('data-consent-chosen');
    reopen.mockRestore();
  });

  it('offers no Cookie settings without a cookie notice', () => {
    render();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });

  it('falls back to a copyright line with the brand name without a sub-footer', () => {
    render(rawNavigation({ SubFooter: null }));
    expect(screen.getByText(`© ${new Date().getUTCFullYear()} Wayfarer Collective`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Legal' })).not.toBeInTheDocument();
  });

  it('shows only the inverse logos, made for the footer colour, when there are any', () => {
    render();
    const brands = screen.getByRole('list', { name: 'Our brands' });
    expect(
      within(brands)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Wayfarer Collective']);
    expect(within(brands).getByRole('link', { name: 'Wayfarer Collective' })).toHaveAttribute(
      'href',
      'https://www.wayfarercollective.com/',
    );
  });

  it('shows the other logos when there is no inverse one', () => {
    render(
      rawNavigation({
        FooterLogos: [
          { id: 'f2', Link: null, Variant: 'primary', Image: testMedia('logo', 'Wayfarer Collective in colour') },
        ],
      }),
    );
    const brands = screen.getByRole('list', { name: 'Our brands' });
    expect(within(brands).getByRole('img', { name: 'Wayfarer Collective in colour' })).toBeInTheDocument();
    expect(within(brands).queryByRole('link')).not.toBeInTheDocument();
  });

  it('puts logos that are not inverse on a light plate, and inverse logos straight on the footer colour', () => {
    render(rawNavigation({ FooterLogos: [rawNavigation().FooterLogos![0]] }));
    const inverse = within(screen.getByRole('list', { name: 'Our brands' })).getByRole('listitem');
    const affiliate = within(screen.getByRole('list', { name: 'Memberships and protection' })).getByRole('listitem');
    expect(affiliate).toHaveStyle({ backgroundColor: '#fff' });
    expect(inverse).not.toHaveStyle({ backgroundColor: '#fff' });
  });

  it('lists the affiliate memberships with their links', () => {
    render();
    const affiliates = screen.getByRole('list', { name: 'Memberships and protection' });
    expect(within(affiliates).getByRole('link', { name: 'ABTA member P1234' })).toHaveAttribute(
      'href',
      'https://www.abta.com/',
    );
  });

  // A linked logo the editor gave no alternative text is still a named link (the site it links to).
  it('gives a linked logo an accessible name even without alternative text in the CMS', () => {
    render(
      rawNavigation({
        AffiliateLinks: [{ id: 'a1', Link: 'https://www.abta.com/', Variant: 'primary', Image: testMedia('abta', '') }],
      }),
    );
    const affiliates = screen.getByRole('list', { name: 'Memberships and protection' });
    expect(within(affiliates).getByRole('link')).toHaveAccessibleName('abta.com');
  });
});

describe('Footer in the admin’s preview (click-to-edit)', () => {
  const link = (id: string, Text: string, URL: string) => withTypename('ComponentSharedLink', { id, Text, URL });
  const logo = (id: string, Link: string | null, Variant: 'primary' | 'inverse', name: string, alt: string) =>
    withTypename('ComponentSettingsLogo', {
      id,
      Link,
      Variant,
      Image: withTypename('UploadFile', testMedia(name, alt)),
    });

  /** The brand's settings as GraphQL answers them: every object with its __typename. */
  const answer = (): SiteSettingsFragment =>
    withTypename('BrandSetting', {
      documentId: 'settings-1',
      Appearance: null,
      Navigation: withTypename(
        'ComponentSettingsNavigation',
        rawNavigation({
          FooterLogos: [
            logo('f1', 'https://www.wayfarercollective.com/', 'inverse', 'logo-white', 'Wayfarer Collective'),
          ],
          FooterMenu: [
            withTypename('ComponentSettingsFooterColumn', {
              id: 'c1',
              Title: 'About us',
              Links: [link('l1', 'Our story', '/about-us/'), link('l2', 'Careers', '/jobs/')],
            }),
          ],
          Social: [
            withTypename('ComponentSettingsSocialLink', {
              id: 's1',
              Network: 'facebook' as const,
              URL: 'https://www.facebook.com/wayfarer',
            }),
          ],
          AffiliateLinks: [logo('a1', 'https://www.abta.com/', 'primary', 'abta', 'ABTA member P1234')],
          SubFooter: withTypename('ComponentSettingsSubFooter', {
            Text: 'Wayfarer Collective Ltd, registered in England no. 01234567.',
            Links: [link('p1', 'Privacy policy', '/privacy-policy/')],
          }),
          AutomatedMenuItems: [
            withTypename('ComponentSettingsAutomatedMenuItem', {
              id: 'am1',
              Label: 'Where we go',
              Source: 'destinations' as const,
              rank: 1,
            }),
          ],
        }),
      ),
      Newsletter: null,
      CookiePolicyNotification: null,
      ChatWidget: null,
      Embeds: null,
    });

  /** The destinations the explore entry lists, as the menu query (AutomatedMenu) answers. */
  const destinations = (): AutomatedMenuQuery => ({
    destinations: [withTypename('Destination', { documentId: 'destination-1', Name: 'Canada', Slug: 'canada' })],
  });

  /** As components/layout/SiteShell.tsx builds the explore entries (in draft mode, from placed answers). */
  function renderFooter(raw: SiteSettingsFragment, lists: AutomatedMenuQuery) {
    const settings = toSiteSettings(raw);
    const entries: ExploreEntry[] = settings.navigation.automatedMenuItems.map((item) => ({
      label: item.label,
      href: '/destinations/',
      children: AUTOMATED_SOURCES[item.source].links(lists, testBlockContext(), Date.now()),
      src: item.src,
    }));
    return renderWithProviders(<Footer navigation={settings.navigation} explore={entries} />, { settings });
  }

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent({ brandSettings: [answer()] });
    const lists = placeContent(destinations());
    const { container } = renderFooter(placed.brandSettings[0]!, lists);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(unmarkedFields(container, lists)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Navigation.FooterLogos.0.Image=logo-white.jpg',
        'Navigation.FooterMenu.0.Title=About us',
        'Navigation.FooterMenu.0.Links.0.Text=Our story',
        'Navigation.FooterMenu.0.Links.1.Text=Careers',
        'Navigation.AutomatedMenuItems.0.Label=Where we go',
        'Name=Canada',
        'Navigation.AffiliateLinks.0.Image=abta.jpg',
        'Navigation.SubFooter.Text=Wayfarer Collective Ltd, registered in England no. 01234567.',
        'Navigation.SubFooter.Links.0.Text=Privacy policy',
      ]),
    );
  });

  it('leaves the copyright line the site writes itself unmarked', () => {
    const raw = answer();
    const placed = placeContent({
      brandSettings: [
        { ...raw, Navigation: { ...raw.Navigation!, SubFooter: { ...raw.Navigation!.SubFooter!, Text: ' ' } } },
      ],
    });
    renderFooter(placed.brandSettings[0]!, placeContent(destinations()));
    expect(screen.getByText(`© ${new Date().getUTCFullYear()} Wayfarer Collective`)).not.toHaveAttribute(
      'data-strapi-source',
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderFooter(answer(), destinations());
    expect(markedElements(container)).toBe(0);
  });
});
