import type { AdminView } from '../../../../bootstrap/admin-views';

export const COUNTRY_VIEW: AdminView = {
  list: ['CountryName', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'CountryName',
  fields: {
    CountryCode: {
      label: 'Country code',
      description:
        'Two letters (ISO 3166, e.g. GB), unique. Shown in lower case in product addresses of multi-country brands (/gb/experiences/…); unlisted codes are not found.',
      placeholder: 'GB',
    },
    CountryCodeAlpha3: {
      label: 'Three-letter country code',
      description: 'Three letters (ISO 3166, e.g. GBR). Not shown on the site yet; kept for integrations that need it.',
      placeholder: 'GBR',
    },
    CountryName: {
      label: 'Country name',
      description:
        'Shown with the flag in the "Where you can go" list on experience pages, and names the country in the CMS.',
    },
    Color: {
      label: 'Colour',
      description: 'A colour for the country, as #RRGGBB. Not shown on the site yet.',
      placeholder: '#1A2B3C',
    },
    Slug: {
      label: 'Slug',
      description: 'Not used on the site yet (there are no country pages); lower case and hyphens.',
      placeholder: 'united-kingdom',
    },
    FlagImage: {
      label: 'Flag',
      description:
        'A small flag (36 × 24 px, cropped to fit) beside the name in the "Where you can go" list on experience pages. Leave empty for the name alone.',
    },
    CountryLocale: {
      label: 'Locale',
      description:
        "Language and region, e.g. en-GB: tells search engines which country version of a product page to show. Needs two or more of a brand's countries with one.",
      placeholder: 'en-GB',
    },
  },
};
