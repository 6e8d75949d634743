import type { AdminView } from '../../../../bootstrap/admin-views';

export const SITEMAP_PAGE_VIEW: AdminView = {
  list: ['Title', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Title',
  fields: {
    Title: {
      label: 'Title',
      description:
        "The heading of the brand's /sitemap page, and its search-engine title when the SEO details have none.",
      placeholder: 'Site map',
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        "Title (up to 70 characters, brand name added) and description (up to 200) for search results and link previews. Empty: the page's title and intro text.",
    },
    IntroText: {
      label: 'Intro text',
      description:
        'A short paragraph under the page heading, also the search description when the SEO details have none. Empty: no intro.',
    },
    CorePages: {
      label: 'Core pages',
      description:
        'The "Main sections" list: each link\'s title, address (e.g. /destinations/) and a short description in grey below. Entries without a title or address are left out.',
    },
    InteriorPages: {
      label: 'Interior pages',
      description:
        'The "More pages" list beside the main sections, in the same form. Entries without a title or address are left out; with none the list is hidden.',
    },
    brands: {
      label: 'Brands',
      description:
        'The brand sites whose /sitemap page this is; give each brand one site map page. Without one, /sitemap is not found on that site.',
    },
  },
};
