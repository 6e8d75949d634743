import type { ComponentView } from '../bootstrap/admin-views';

/** Said of every part of the organisation data that search engines read but visitors do not see. */
const FOR_SEARCH_ENGINES = 'For search engines only (structured data on every page); not shown on the page.';

/** The "brand" components (components/brand/*.json), by name. */
export const BRAND_VIEWS: Record<string, ComponentView> = {
  address: {
    fields: {
      Street: {
        label: 'Street',
        description: `Building and street of the company's address. ${FOR_SEARCH_ENGINES}`,
        placeholder: '12 Example Street',
      },
      City: {
        label: 'Town or city',
        description: `The town or city of the company's address. ${FOR_SEARCH_ENGINES}`,
        placeholder: 'London',
      },
      Region: {
        label: 'Region',
        description: `County, state or region of the address, where it has one. ${FOR_SEARCH_ENGINES}`,
      },
      PostalCode: {
        label: 'Postcode',
        description: `The postcode or ZIP code of the address. ${FOR_SEARCH_ENGINES}`,
        placeholder: 'EC1A 1AA',
      },
      Country: {
        label: 'Country',
        description: `The country of the address, best as its two-letter code. ${FOR_SEARCH_ENGINES}`,
        placeholder: 'GB',
      },
    },
  },
  'contact-point': {
    mainField: 'ContactType',
    fields: {
      Telephone: {
        label: 'Telephone',
        description:
          'The number in international form. A contact point needs a telephone or an email, else it is left out. For search engines only.',
        placeholder: '+44 20 7946 0000',
      },
      Email: {
        label: 'Email',
        description:
          'The address to write to. A contact point needs a telephone or an email, else it is left out. For search engines only.',
        placeholder: 'enquiries@example.com',
      },
      CountryCode: {
        label: 'Country served',
        description:
          'The two-letter code of the country this contact serves (e.g. GB); empty: not tied to one. For search engines only.',
        placeholder: 'GB',
      },
      ContactType: {
        label: 'Contact type',
        description: 'What the contact is for, in plain words (e.g. customer service, sales). For search engines only.',
        placeholder: 'customer service',
      },
    },
  },
  'organization-data': {
    fields: {
      Name: {
        label: 'Company name',
        description:
          "The company's name as search engines see it: publisher of posts, employer of jobs, organiser of events. Not shown on the page.",
      },
      Description: {
        label: 'Description',
        description:
          'A sentence or two about the company, under the logos in the footer of every page and for search engines. Empty: nothing shows there.',
      },
      FoundingDate: {
        label: 'Founding date',
        description: `When the company was founded. ${FOR_SEARCH_ENGINES}`,
      },
      Address: {
        label: 'Address',
        description: `The company's postal address. ${FOR_SEARCH_ENGINES}`,
      },
      ContactPoints: {
        label: 'Contact points',
        description: `Telephone numbers and emails, by country and purpose. ${FOR_SEARCH_ENGINES}`,
      },
    },
  },
  'seo-data': {
    fields: {
      SiteDomainName: {
        label: 'Site domain',
        description:
          "The brand's domain, without https://. Visitors on it get this brand; canonical links, the sitemap and links from other brands' sites use it.",
        placeholder: 'www.example.com',
      },
      FavIcon: {
        label: 'Favicon',
        description:
          "The small icon in the browser tab on every page; a small square image. Empty: the browser's default icon.",
      },
      SingleCountryBrand: {
        label: 'Single-country brand',
        description:
          "On: product addresses have no country (/experiences/…). Off: each of the brand's countries has its own (/gb/experiences/…).",
      },
      SocialShareImage: {
        label: 'Social share image',
        description:
          'The picture in link previews (Facebook, WhatsApp, X) for pages with no image of their own. About 1200 × 630 px works best.',
      },
      OrganizationData: {
        label: 'Company details',
        description:
          'Facts about the company behind the brand for search engines; its description also shows in the footer.',
      },
    },
  },
};
