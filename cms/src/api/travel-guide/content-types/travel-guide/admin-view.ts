import type { AdminView } from '../../../../bootstrap/admin-views';

export const TRAVEL_GUIDE_VIEW: AdminView = {
  list: ['Name', 'brands', 'destination', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: {
      label: 'Name',
      description:
        'The resort or camp: last item of the breadcrumbs, the "Jobs at {name}" heading, tile title, and the page heading when the hero has no title. Also the search-engine title fallback.',
      placeholder: 'Whistler',
    },
    Slug: {
      label: 'Slug',
      description:
        "The guide's address: /travel-guides/{slug}/. Lower case and hyphens; changing it changes the address.",
      placeholder: 'whistler',
    },
    rank: {
      label: 'Rank',
      description:
        "Orders the guides on the /travel-guides page and in travel guide sliders, lowest first. Doesn't affect the guide's own page.",
    },
    Hero: {
      label: 'Hero',
      description:
        "The banner at the top of the guide. Shown only with a title; without it the page opens on the guide's name. Its image is also the guide's tile image.",
    },
    Intro: {
      label: 'Intro',
      description:
        'The opening text under the hero, in large type beside the destination tile (Markdown: bold, links and lists work). Empty, and no destination: the section is left out.',
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        "Title (up to 70 characters, brand name added) and description (up to 200) for search results and link previews. Empty: the guide's name and the hero's intro text.",
    },
    TileDetails: {
      label: 'Tile details',
      description:
        'How the guide looks as a tile on /travel-guides, in sliders and cross-sell rows. Empty: its name, no subtitle and the link label "Read the guide".',
    },
    destination: {
      label: 'Destination',
      description:
        'The destination the resort is in, shown as a tile "More about {destination}" beside the intro, linking to its page. Empty: no tile.',
    },
    ContentGallery: {
      label: 'Photo gallery',
      description:
        "A gallery of photos with their captions, placed among the guide's blocks by its rank. Without images, not shown.",
    },
    ContactUs: {
      label: 'Contact us',
      description:
        "Contact details (text, email, telephone, button), placed among the guide's blocks by its rank. With none of these, not shown.",
    },
    jobs: {
      label: 'Jobs',
      description:
        'Jobs at the resort, in a "Jobs at {name}" section after the blocks, in the jobs\' rank order. None: the section is hidden.',
    },
    Top5List: {
      label: 'Top 5 list',
      description:
        "A numbered list of highlights, placed among the guide's blocks by its rank. Only the first five items with a title or text are shown; none, not shown.",
    },
    Testimonials: {
      label: 'Testimonials',
      description:
        "Quotes from participants with name, role, rating and photo, placed among the guide's blocks by its rank. Items without a quote are dropped; none left, not shown.",
    },
    events: {
      label: 'Events',
      description:
        'Events at the resort, in an "Events" section after the jobs, by date; past ones are marked "Past event". None: the section is hidden.',
    },
    blog_posts: {
      label: 'Blog posts',
      description:
        'Posts shown as cards in a "Stories" section at the foot of the guide, newest first. None: the section is hidden.',
    },
    brands: {
      label: 'Brands',
      description:
        'The brand sites the guide is on, at /travel-guides/{slug}/ and in their /travel-guides list. With no brand it has no page.',
    },
  },
};
