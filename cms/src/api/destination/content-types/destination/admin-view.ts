import type { AdminView } from '../../../../bootstrap/admin-views';

export const DESTINATION_VIEW: AdminView = {
  list: ['Name', 'brands', 'country', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: {
      label: 'Name',
      description:
        "The destination's name: its page heading (when there is no hero), breadcrumb, tile and menu link, and section titles such as 'Programmes in …'. Also the search title when the SEO title is empty.",
    },
    Slug: {
      label: 'Slug',
      description:
        "The last part of the page's address: /destinations/{slug}. Lower-case words joined by hyphens. Changing it changes the address, so old links stop working.",
      placeholder: 'new-zealand',
    },
    rank: {
      label: 'Order',
      description:
        'Position on the /destinations page and in the automated Destinations menu (which shows the first four): lower numbers come first.',
    },
    Hero: {
      label: 'Hero banner',
      description:
        "The banner at the top of the page. Its image and intro text are also the destination's tile image and subtitle. Without a hero title, a plain header with the Name is shown.",
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        "Title and description for search engines and link previews. Left empty, the Name and the hero's intro text are used.",
    },
    TileDetails: {
      label: 'Tile details',
      description:
        "How the destination looks as a tile on /destinations and in cross-sell rows. Empty fields fall back to the Name, the hero's intro text and 'Explore'.",
    },
    country: {
      label: 'Country',
      description:
        'The country this destination is in. Not shown on the site: it helps editors find and filter destinations in the CMS.',
    },
    products: {
      label: 'Programmes (legacy)',
      description:
        "Legacy programmes shown as tiles under 'Programmes in {Name}', mixed with the v2 programmes and ordered by each programme's own order number.",
    },
    products_v2: {
      label: 'Programmes (v2)',
      description:
        "Programmes shown as tiles under 'Programmes in {Name}', mixed with the legacy programmes and ordered by each programme's own order number.",
    },
    FAQ: {
      label: 'FAQ',
      description:
        "Questions and answers shown as an accordion among the page's blocks (in order of each block's rank) and given to search engines. Left empty, nothing is shown.",
    },
    USPs: {
      label: 'Selling points',
      description:
        "Unique selling points (icon, title, text) shown among the page's blocks, in order of each block's rank. Left empty, nothing is shown.",
    },
    TravelGuidesSlider: {
      label: 'Travel guides slider',
      description:
        "A row of tiles linking to travel guides, shown among the page's blocks in order of each block's rank. Hidden when it lists no guide.",
    },
    PartnersSlider: {
      label: 'Partners slider',
      description:
        "A row of partner logos (ordered by their rank), shown among the page's blocks in order of each block's rank. Hidden when it has no logo.",
    },
    news: {
      label: 'News',
      description:
        "News items shown as cards in a 'News from {Name}' section below the blocks. Left empty, the section is hidden.",
    },
    OfferBanner: {
      label: 'Offer banner',
      description:
        "A promotion banner (title, text, logo, button) shown among the page's blocks in order of each block's rank. Hidden when it has no title, text or button.",
    },
    events: {
      label: 'Events',
      description:
        "Events shown in an 'Events in {Name}' section at the foot of the page, soonest first; past ones are marked 'Past event'. Left empty, the section is hidden.",
    },
    brands: {
      label: 'Brands',
      description:
        'The brand sites this destination appears on: its page, the /destinations list and menus. With no brand it appears on none of them.',
    },
  },
};
