import type { AdminView } from '../../../../bootstrap/admin-views';

export const PRODUCT_VIEW: AdminView = {
  list: ['Name', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: {
      label: 'Name',
      description:
        "The programme's name: last item of the breadcrumbs, tile title, search-engine title when SEO details are empty, and the page heading when the hero has no title.",
      placeholder: 'Camp Counsellor USA',
    },
    Slug: {
      label: 'Slug',
      description:
        'The last part of the address: /experiences/{experience}/{slug}/ (/{slug} on BUNAC). Lower case and hyphens; changing it changes the address. A product v2 with the same slug takes its place.',
      placeholder: 'camp-counsellor-usa',
    },
    rank: {
      label: 'Rank',
      description:
        "Orders the programme tiles on destination pages, lowest first, mixed with v2 products. Doesn't affect the product page itself.",
    },
    Hero: {
      label: 'Hero',
      description:
        "The banner at the top of the page. Shown only with a title; without it the page opens on the product's name. Its image and intro text also fill the tile and search description.",
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        "Title (up to 70 characters, brand name added) and description (up to 200) for search results and link previews. Empty: the product's name and the hero's intro text.",
    },
    TileDetails: {
      label: 'Tile details',
      description:
        'How the product looks as a tile on destination pages and in cross-sell rows. Empty: its name, the hero\'s intro text (cut to 110 characters) and "View programme".',
    },
    experience: {
      label: 'Experience',
      description:
        'The experience in the address and the breadcrumbs (/experiences/{experience}/{slug}/). Without one the product has no page, except on BUNAC, whose product addresses are /{slug}.',
    },
    UspBlocks: {
      label: 'Selling points (USPs)',
      description:
        'A block of selling points, each with an optional icon, placed among the blocks below the hero by its rank. Points with neither title nor text are dropped; none left, not shown.',
    },
    FAQ: {
      label: 'FAQ',
      description:
        'Questions and answers, placed among the blocks by its rank; search engines get them as FAQ data. Questions without an answer are dropped; none left, not shown.',
    },
    PriceSection: {
      label: 'Price section',
      description:
        'The headline price with its summary, details, image and a button that scrolls to the booking links; search engines get the price. Placed among the blocks by its rank; empty, not shown.',
    },
    BookNowFloatingBanner: {
      label: 'Floating "Book now" banner',
      description:
        'A bar fixed to the bottom of the screen with a short text (two lines at most on phones) and a button. Needs button text and link (e.g. #book for the booking links); empty, no bar.',
    },
    CompatibilityCheck: {
      label: 'Compatibility check',
      description:
        'A card of ticked points ("is this programme for me?"), in Rank order, placed among the blocks by its rank. Without points, not shown.',
    },
    EligibilityCheck: {
      label: 'Eligibility check',
      description:
        'A card of ticked points saying who can apply, in Rank order, placed among the blocks by its rank. Without points, not shown.',
    },
    inclusions: {
      label: "What's included",
      description:
        'The ticked "Included" column of the "What\'s included" section after the blocks, one line per item in Rank order. Empty lines are dropped; with no inclusions or exclusions the section is hidden.',
    },
    exclusions: {
      label: 'Not included',
      description:
        'The crossed "Not included" column of the "What\'s included" section, one line per item in Rank order. Empty lines are dropped; with none the column is hidden.',
    },
    InfoBanner1: {
      label: 'Info banner 1',
      description:
        'A highlighted message with an optional image and button, placed among the blocks by its rank (not by its number). Without a title or body, not shown.',
    },
    InfoBanner2: {
      label: 'Info banner 2',
      description:
        'A highlighted message with an optional image and button, placed among the blocks by its rank (not by its number). Without a title or body, not shown.',
    },
    InfoBanner3: {
      label: 'Info banner 3',
      description:
        'A highlighted message with an optional image and button, placed among the blocks by its rank (not by its number). Without a title or body, not shown.',
    },
    InfoBanner4: {
      label: 'Info banner 4',
      description:
        'A highlighted message with an optional image and button, placed among the blocks by its rank (not by its number). Without a title or body, not shown.',
    },
    blog_posts: {
      label: 'Blog posts',
      description:
        'Posts shown as cards in a "Stories from the road" section near the foot of the page, newest first. None: the section is hidden.',
    },
    HanoverBookingLinks: {
      label: 'Booking links (Hanover)',
      description:
        'Buttons in the "Book your place" section at the foot of the page (its #book anchor), the first one highlighted. Links without a name or a valid URL are dropped; none, not shown.',
    },
    CrossSell: {
      label: 'Cross-sell',
      description:
        'A row of tiles linking to other destinations, experiences, products or travel guides, placed among the blocks by its rank. Without any linked item, not shown.',
    },
    brands: {
      label: 'Brands',
      description:
        "The brand sites the product's page is on (on other brands' sites its tiles link to its own brand's domain). With no brand it has no page.",
    },
  },
};
