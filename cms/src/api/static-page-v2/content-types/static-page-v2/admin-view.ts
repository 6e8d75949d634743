import type { AdminView } from '../../../../bootstrap/admin-views';

export const STATIC_PAGE_V2_VIEW: AdminView = {
  // Named by its title ("Cookie policy"), its address beside it.
  list: ['Title', 'PageName', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Title',
  fields: {
    PageName: {
      label: 'Page name',
      description:
        'The address: /{page name} ("home" is the home page); lower case, digits and hyphens, unique within a brand. Names the site uses (blog, events, jobs, news, sitemap, ...) never show. Brand embeds placed on this name show at its foot.',
      placeholder: 'about-us',
    },
    Title: {
      label: 'Title',
      description:
        "The page's heading when the hero has no title, and its search-engine title when the SEO details have none (the brand name is added).",
      placeholder: 'About us',
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        "Title (up to 70 characters, brand name added) and description (up to 200) for search results and link previews. Empty: the page's title and the hero's intro text.",
    },
    Hero: {
      label: 'Hero',
      description:
        'The banner at the top of the page: title, intro, image and buttons. Shown only with a title; without it the page opens on its Title as a plain heading.',
    },
    Sections: {
      label: 'Sections',
      description:
        "The page's content below the hero. Shown in ascending order of each section's rank (not the order here), mixed with the banners below; an empty section is skipped.",
    },
    OfferBanner: {
      label: 'Offer banner',
      description:
        'A promotion panel with logo, background and button, placed among the sections by its rank. Without a title, subtitle, intro or button, not shown.',
    },
    InfoBanner: {
      label: 'Info banner',
      description:
        'A highlighted message with an optional image and button, placed among the sections by its rank. Without a title or body, not shown.',
    },
    brands: {
      label: 'Brands',
      description: 'The brand sites the page is on, at the same address on each. With no brand it is on no site.',
    },
  },
};
