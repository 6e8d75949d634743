import { screen } from '@testing-library/react';
import type { SiteSettingsFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placeContent, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders } from '@/__tests__/support/render';
import { toSiteSettings } from '@/lib/brand/site-settings';
import UrgentNewsBanner from './UrgentNewsBanner';

type RawUrgentNews = NonNullable<NonNullable<SiteSettingsFragment['Appearance']>['UrgentNewsBanner']>;

/** The banner as the site shell gets it from the brand's settings: null when it is not to be shown. */
const urgentNews = (raw: RawUrgentNews) =>
  toSiteSettings({
    documentId: 'settings',
    Appearance: {
      ImageTransition: null,
      HeaderLogos: [],
      HeaderMenu: [],
      Fonts: null,
      Colours: null,
      UrgentNewsBanner: raw,
    },
    Navigation: null,
    Newsletter: null,
    CookiePolicyNotification: null,
    ChatWidget: null,
    Embeds: null,
  }).appearance.urgentNews;

const banner = () => screen.queryByRole('region', { name: 'Urgent news' });

describe('UrgentNewsBanner', () => {
  it('shows the urgent news with its link in a labelled region', () => {
    renderWithProviders(
      <UrgentNewsBanner
        {...urgentNews({
          Enabled: true,
          Text: 'Flights to Canada are disrupted by strikes.',
          LinkText: 'Travel updates',
          LinkURL: '/news/strikes/',
        })!}
      />,
    );
    expect(banner()).toHaveTextContent('Flights to Canada are disrupted by strikes. Travel updates');
    expect(screen.getByRole('link', { name: 'Travel updates' })).toHaveAttribute('href', '/news/strikes/');
  });

  it('calls the link "Read more" when the brand gives it no text', () => {
    renderWithProviders(
      <UrgentNewsBanner
        {...urgentNews({
          Enabled: true,
          Text: 'Our offices are closed on Monday.',
          LinkText: '  ',
          LinkURL: '/contact-us/',
        })!}
      />,
    );
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/contact-us/');
  });

  it('shows the text alone without a link, or with an unsafe one', () => {
    const { unmount } = renderWithProviders(
      <UrgentNewsBanner
        {...urgentNews({ Enabled: true, Text: 'Our offices are closed on Monday.', LinkText: 'More', LinkURL: null })!}
      />,
    );
    expect(banner()).toHaveTextContent('Our offices are closed on Monday.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <UrgentNewsBanner
        {...urgentNews({ Enabled: true, Text: 'Closed on Monday.', LinkText: 'More', LinkURL: 'javascript:alert(1)' })!}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(banner()).toHaveTextContent('Closed on Monday. More');
  });

  it('is not shown when the brand disables it or leaves its text empty', () => {
    expect(urgentNews({ Enabled: false, Text: 'Old news', LinkText: null, LinkURL: null })).toBeNull();
    expect(urgentNews({ Enabled: true, Text: '   ', LinkText: null, LinkURL: null })).toBeNull();
  });
});

describe('UrgentNewsBanner in the admin’s preview (click-to-edit)', () => {
  /** The brand's settings as GraphQL answers them: every object with its __typename. */
  const answer = (banner: RawUrgentNews): SiteSettingsFragment =>
    ({
      __typename: 'BrandSetting',
      documentId: 'settings-1',
      Appearance: {
        __typename: 'ComponentSettingsAppearance',
        ImageTransition: null,
        HeaderLogos: [],
        HeaderMenu: [],
        Fonts: null,
        Colours: null,
        UrgentNewsBanner: { __typename: 'ComponentSettingsUrgentNewsBanner', ...banner },
      },
      Navigation: null,
      Newsletter: null,
      CookiePolicyNotification: null,
      ChatWidget: null,
      Embeds: null,
    }) as SiteSettingsFragment;
  const news: RawUrgentNews = {
    Enabled: true,
    Text: 'Flights to Canada are disrupted by strikes.',
    LinkText: 'Travel updates',
    LinkURL: '/news/strikes/',
  };

  it('marks its text and its link’s text with their fields, in draft mode', () => {
    const placed = placeContent({ brandSettings: [answer(news)] });
    const { container } = renderWithProviders(
      <UrgentNewsBanner {...toSiteSettings(placed.brandSettings[0]).appearance.urgentNews!} />,
    );
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual([
      'Appearance.UrgentNewsBanner.Text=Flights to Canada are disrupted by strikes.',
      'Appearance.UrgentNewsBanner.LinkText=Travel updates',
    ]);
  });

  it('leaves "Read more", the site’s own link text, unmarked', () => {
    const placed = placeContent({ brandSettings: [answer({ ...news, LinkText: null })] });
    const { container } = renderWithProviders(
      <UrgentNewsBanner {...toSiteSettings(placed.brandSettings[0]).appearance.urgentNews!} />,
    );
    expect(screen.getByRole('link', { name: 'Read more' })).not.toHaveAttribute('data-strapi-source');
    expect(markedFields(container)).toEqual([
      'Appearance.UrgentNewsBanner.Text=Flights to Canada are disrupted by strikes.',
    ]);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(
      <UrgentNewsBanner {...toSiteSettings(answer(news)).appearance.urgentNews!} />,
    );
    expect(markedElements(container)).toBe(0);
    // The same text as before click-to-edit: one line, the link after a space.
    expect(banner()).toHaveTextContent('Flights to Canada are disrupted by strikes. Travel updates');
  });
});
