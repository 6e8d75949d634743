import type { AdminView } from '../../../../bootstrap/admin-views';

export const BRAND_SETTING_VIEW: AdminView = {
  list: ['Title', 'brand', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Title',
  fields: {
    Title: {
      label: 'Title',
      description: 'Names these settings in the CMS (e.g. "Wayfarer site settings"); not shown on the site.',
    },
    brand: {
      label: 'Brand',
      description:
        'The brand whose site uses these settings. Keep one settings entry per brand: the site reads only one. Without a brand they apply nowhere.',
    },
    Appearance: {
      label: 'Appearance',
      description:
        'Header logos and menu, fonts, colours, the banner image transition and the urgent news strip, on every page of the site.',
    },
    Navigation: {
      label: 'Navigation',
      description:
        'The footer (logos, link columns, social links, memberships, Explore menus), the line below it and the header\'s "My booking" button.',
    },
    SectionNames: {
      label: 'Section names',
      description:
        'The brand\'s own words for its sections (e.g. "Our camps" for travel guides): list headings, breadcrumbs and the site map. Empty names keep the site\'s words.',
    },
    Newsletter: {
      label: 'Newsletter',
      description:
        'The sign-up block above the footer on every page. Remove it to hide the block; sign-ups are kept under Newsletter sign-ups.',
    },
    CookiePolicyNotification: {
      label: 'Cookie notice',
      description:
        'The notice at the bottom of the screen until the visitor accepts or rejects cookies. Not shown while its text is empty.',
    },
    ChatWidget: {
      label: 'Live chat',
      description:
        "The provider's live chat (Freshchat), loaded on every page once the page has loaded. Needs its token, host and widget id; otherwise there is no chat.",
    },
    BookingHosts: {
      label: 'Booking sites',
      description:
        "Hosts of the brand's booking and application sites, one per line (e.g. book.wayfarer.example). Links to them carry the campaign that brought the visitor (utm parameters), when the visitor accepted cookies.",
      placeholder: 'book.example.com',
    },
    Embeds: {
      label: 'Embedded forms and reviews',
      description:
        'Third-party forms and reviews widgets, each shown at the end of the static page its Placement names.',
    },
  },
};
