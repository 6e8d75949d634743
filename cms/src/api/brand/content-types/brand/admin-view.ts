import type { AdminView } from '../../../../bootstrap/admin-views';

export const BRAND_VIEW: AdminView = {
  list: ['Name', 'countries', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: {
      label: 'Name',
      description:
        'Picks the content of this brand\'s site, ends its page titles ("… | Name") and shows beside the header logo. "BUNAC" gets short product addresses.',
    },
    Slug: {
      label: 'Slug',
      description:
        "Names the brand's editor role (brand-editor-<slug>), its preview sessions and its newsletter sign-ups. Changing it cuts editors off from the brand.",
      placeholder: 'wayfarer',
    },
    SeoDetails: {
      label: 'Site and SEO details',
      description:
        "The site's domain, whether it is a single-country brand, its favicon, default share image and company details for search engines.",
    },
    countries: {
      label: 'Countries',
      description:
        'The countries a multi-country brand sells in: product pages exist at /<code>/… for each. The first is the country of links that name none.',
    },
  },
};
