import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutomatedMenuDocument } from '@/graphql/generated/documents/AutomatedMenu';
import type { AutomatedMenuQuery, BrandSiteSettingsQuery, SiteSettingsFragment } from '@/graphql/generated/graphql';
import { automatedMenuVariables } from '@/lib/cms/automated-menu';
import { markedElements, markedFields, placeContent } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testSite } from '@/__tests__/support/render';
import { createCache } from '@/lib/cms/apollo-cache';
import { HydratedCacheProvider } from '@/lib/cms/hydration';
import { ContentPlacesContext } from '@/lib/preview/content-source';
import { usePageQuery } from '@/lib/cms/usePageQuery';
import SiteShell from './SiteShell';

// The shell reads the brand's settings from the Apollo cache its page's getServerSideProps filled;
// here the cache answer is given directly.
jest.mock('@/lib/cms/usePageQuery', () => ({ usePageQuery: jest.fn() }));
const settingsFromCache = usePageQuery as jest.Mock;

const rawSettings = (overrides: Partial<SiteSettingsFragment> = {}): SiteSettingsFragment => ({
  documentId: 'settings',
  Appearance: {
    ImageTransition: 'none',
    HeaderLogos: [],
    HeaderMenu: [{ id: 'm1', Label: 'Destinations', URL: '/destinations/', rank: 1, Children: [] }],
    Fonts: null,
    Colours: {
      Primary: '#0B5D4B',
      Secondary: null,
      Accent: null,
      Background: null,
      Surface: null,
      Text: null,
      MutedText: null,
    },
    UrgentNewsBanner: { Enabled: true, Text: 'Flights to Canada are disrupted.', LinkText: null, LinkURL: '/news/' },
  },
  Navigation: {
    FooterLogos: [],
    FooterMenu: [{ id: 'c1', Title: 'Help', Links: [{ id: 'l1', Text: 'Contact us', URL: '/contact-us/' }] }],
    Social: [],
    AffiliateLinks: [],
    SubFooter: null,
    AutomatedMenuItems: [],
    MyBookingLink: null,
  },
  Newsletter: {
    ListId: 'main',
    EmailTemplateId: null,
    Title: 'Get travel inspiration',
    Text: null,
    ButtonText: null,
    SuccessText: null,
    PrivacyCheckboxText: null,
  },
  CookiePolicyNotification: { Text: 'We use cookies.', AcceptButtonText: 'OK', RejectButtonText: null },
  ChatWidget: null,
  Embeds: null,
  ...overrides,
});

function render(raw: SiteSettingsFragment | null = rawSettings(), site = testSite()) {
  const data: BrandSiteSettingsQuery | undefined = raw ? { brandSettings: [raw] } : undefined;
  settingsFromCache.mockImplementation((_document: unknown, variables: unknown) => (variables ? data : undefined));
  return renderWithProviders(
    <SiteShell site={site}>
      <h1>Camp Counsellor USA</h1>
    </SiteShell>,
  );
}

beforeEach(() => {
  settingsFromCache.mockReset();
  window.localStorage.clear();
});

describe('SiteShell', () => {
  it('asks for the settings of the page’s brand', () => {
    render();
    expect(settingsFromCache).toHaveBeenCalledWith(expect.anything(), { brandName: 'Wayfarer Collective' });
  });

  it('puts the page in the main landmark, the skip link’s target, between the header and the footer', () => {
    render();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { level: 1, name: 'Camp Counsellor USA' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('makes the skip link the first stop for the keyboard, pointing at the main content', async () => {
    const user = userEvent.setup();
    render();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(document.querySelector(skip.getAttribute('href')!)).toBe(screen.getByRole('main'));
  });

  it('shows the urgent news above the header, the newsletter and the cookie notice from the brand’s settings', () => {
    render();
    const urgent = screen.getByRole('region', { name: 'Urgent news' });
    expect(urgent.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Get travel inspiration' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Destinations' })[0]).toHaveAttribute(
      'href',
      '/destinations/',
    );
  });

  it('leaves out what the brand has not set up', () => {
    render(rawSettings({ Newsletter: null, CookiePolicyNotification: null, Appearance: null }));
    expect(screen.queryByRole('region', { name: 'Urgent news' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get travel inspiration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('still frames the page without a brand (the CMS unreachable)', () => {
    render(null, testSite({ brand: null }));
    expect(settingsFromCache).toHaveBeenCalledWith(expect.anything(), undefined);
    expect(within(screen.getByRole('banner')).getAllByRole('link')[0]).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('SiteShell in draft mode (editor preview)', () => {
  it('shows the preview banner, first on the page, only when the page is a draft', () => {
    const { unmount } = render(rawSettings(), testSite({ draft: true }));
    const banner = screen.getByRole('region', { name: 'Preview mode' });
    expect(within(banner).getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/exit-preview\?path=/),
    );
    expect(
      banner.compareDocumentPosition(screen.getByRole('region', { name: 'Urgent news' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    render(rawSettings(), testSite({ draft: false }));
    expect(screen.queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exit preview' })).not.toBeInTheDocument();
  });

  it('shows no cookie notice in a preview: an editor is not a visitor, and the admin’s frame cannot keep the choice', async () => {
    const { unmount } = render(rawSettings(), testSite({ draft: false }));
    // A visitor's page shows it.
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    unmount();

    render(rawSettings(), testSite({ draft: true }));
    expect(screen.getByRole('region', { name: 'Preview mode' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('reloads the page’s data when a CMS origin of the site’s previewOrigins posts strapiUpdate into the frame', () => {
    const router = jest.requireMock('next/router').default as { asPath: string; replace: jest.Mock };
    router.asPath = '/destinations/canada/';
    router.replace.mockClear();
    // Framed: window.self is not window.top (a stand-in for the frame's own window that still works).
    const frameWindow = new Proxy(window, {
      get: (target, key) =>
        typeof Reflect.get(target, key) === 'function'
          ? Reflect.get(target, key).bind(target)
          : Reflect.get(target, key),
    });
    const framed = jest.spyOn(window, 'self', 'get').mockReturnValue(frameWindow);
    try {
      render(rawSettings(), testSite({ draft: true, previewOrigins: ['https://cms.example.com'] }));
      const post = (origin: string) =>
        window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'strapiUpdate' } }));
      post('http://localhost:1337');
      expect(router.replace).not.toHaveBeenCalled();
      post('https://cms.example.com');
      expect(router.replace).toHaveBeenCalledWith('/destinations/canada/', undefined, { scroll: false });
    } finally {
      framed.mockRestore();
      router.asPath = '/';
    }
  });
});

describe('SiteShell in the admin’s preview (click-to-edit)', () => {
  /** The settings as GraphQL answers them (every object with its __typename), with an automated menu item. */
  const answer = (): SiteSettingsFragment => {
    const raw = rawSettings();
    return {
      ...raw,
      __typename: 'BrandSetting',
      documentId: 'settings-1',
      Navigation: {
        ...raw.Navigation!,
        __typename: 'ComponentSettingsNavigation',
        AutomatedMenuItems: [
          {
            __typename: 'ComponentSettingsAutomatedMenuItem',
            id: 'am1',
            Label: 'Where we go',
            Source: 'destinations',
            rank: 1,
          },
        ],
      },
    } as unknown as SiteSettingsFragment;
  };

  /** The layout with the menu query's answer in the page's cache, placed (draft mode) or not (a visitor). */
  function renderShell(draft: boolean) {
    const data = { brandSettings: [answer()] };
    settingsFromCache.mockImplementation(() => (draft ? placeContent(data) : data));
    const cache = createCache();
    cache.writeQuery({
      query: AutomatedMenuDocument,
      variables: automatedMenuVariables('Wayfarer Collective', ['destinations']),
      data: {
        destinations: [{ __typename: 'Destination', documentId: 'destination-1', Name: 'Canada', Slug: 'canada' }],
      } as unknown as AutomatedMenuQuery,
    });
    return renderWithProviders(
      <ContentPlacesContext.Provider value={draft ? placeContent : null}>
        <HydratedCacheProvider cache={cache}>
          <SiteShell site={testSite()}>
            <h1>Camp Counsellor USA</h1>
          </SiteShell>
        </HydratedCacheProvider>
      </ContentPlacesContext.Provider>,
    );
  }

  it('hands the layout its fields’ sources, and the explore links theirs, in draft mode', () => {
    renderShell(true);
    const footer = screen.getByRole('contentinfo');
    expect(markedFields(document.body)).toEqual(
      expect.arrayContaining([
        'Appearance.UrgentNewsBanner.Text=Flights to Canada are disrupted.',
        'Appearance.HeaderMenu.0.Label=Destinations',
        'Newsletter.Title=Get travel inspiration',
        'Navigation.FooterMenu.0.Title=Help',
        'Navigation.AutomatedMenuItems.0.Label=Where we go',
      ]),
    );
    const canada = within(footer).getByRole('link', { name: 'Canada' });
    expect(new URLSearchParams(canada.getAttribute('data-strapi-source') ?? '').get('documentId')).toBe(
      'destination-1',
    );
    expect(markedFields(footer)).toEqual(expect.arrayContaining(['Name=Canada']));
  });

  it('marks nothing on a visitor’s page', () => {
    renderShell(false);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Canada' })).toBeInTheDocument();
    expect(markedElements(document.body)).toBe(0);
  });
});
