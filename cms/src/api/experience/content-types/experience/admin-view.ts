import type { AdminView } from '../../../../bootstrap/admin-views';

export const EXPERIENCE_VIEW: AdminView = {
  list: ['Name', 'brands', 'countries', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: {
      label: 'Name',
      description:
        "The experience's name: page heading (without a hero), breadcrumb, tile, menu link, news label and the /news filter. Renaming changes the /news?experience= links.",
    },
    TagLine: {
      label: 'Tag line',
      description:
        'A short line used as the tile subtitle (cut to about 110 characters) when Tile details has none, and as the search description when the SEO one is empty. Not shown on the page itself.',
    },
    Slug: {
      label: 'Slug',
      description:
        "The page's address, /experiences/{slug}, and the middle part of its programmes' addresses. Lower-case words joined by hyphens; changing it breaks old links.",
      placeholder: 'summer-camp',
    },
    rank: {
      label: 'Order',
      description: 'Not used by the site at present: the /experiences page and the Experiences menu do not sort by it.',
    },
    Hero: {
      label: 'Hero banner',
      description:
        "The banner at the top of the experience page; its image is also the experience's tile image. Without a hero title, a plain header with the Name is shown.",
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        'Title and description for search engines and link previews. Left empty, the Name and the Tag line are used.',
    },
    TileDetails: {
      label: 'Tile details',
      description:
        "How the experience looks as a tile on /experiences and in cross-sell rows. Empty fields fall back to the Name, the Tag line and 'Discover'.",
    },
    FAQ: {
      label: 'FAQ',
      description:
        "Questions and answers shown as an accordion among the page's blocks (in order of each block's rank) and given to search engines. Left empty, nothing is shown.",
    },
    USP: {
      label: 'Selling points',
      description:
        "Unique selling points (icon, title, text) shown among the page's blocks, in order of each block's rank. Left empty, nothing is shown.",
    },
    countries: {
      label: 'Countries',
      description:
        "Countries this experience runs in, shown with their flags in a 'Where you can go' section below the blocks. Left empty, the section is hidden.",
    },
    MediaDisplay: {
      label: 'Media display',
      description:
        "Text beside images, shown among the page's blocks in order of each block's rank. Hidden when it has neither text nor images.",
    },
    CrossSell: {
      label: 'Cross-sell',
      description:
        "A row of tiles linking to chosen destinations, experiences, programmes or travel guides, shown among the page's blocks. Hidden when nothing is chosen.",
    },
    brands: {
      label: 'Brands',
      description:
        'The brand sites this experience appears on: its page, the /experiences list, menus and the news filter. With no brand it appears on none of them.',
    },
  },
};
