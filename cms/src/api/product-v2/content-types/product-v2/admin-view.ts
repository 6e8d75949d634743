import type { AdminView } from '../../../../bootstrap/admin-views';

export const PRODUCT_V2_VIEW: AdminView = {
  list: ['Name', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: {
      label: 'Name',
      description:
        "The page's name: last item of the breadcrumbs, tile title, search-engine title when SEO details are empty, and the page heading when the hero has no title.",
      placeholder: 'Ski Season Jobs',
    },
    Slug: {
      label: 'Slug',
      description:
        'The last part of the address: /experiences/{experience}/{slug}/, /infohub/{slug}/ for an info-hub page, /{slug} on BUNAC. Lower case and hyphens; changing it changes the address.',
      placeholder: 'ski-season-jobs',
    },
    rank: {
      label: 'Rank',
      description:
        "Orders the tiles on destination pages (mixed with legacy products) and on the /infohub page, lowest first. Doesn't affect the page itself.",
    },
    IsInfoHubPage: {
      label: 'Info-hub page',
      description:
        'On: an information page at /infohub/{slug}/, listed on /infohub, with an "Info hub" breadcrumb, no booking links and no book-now bar. Off: a product page under /experiences/.',
    },
    productHero: {
      label: 'Product hero',
      description:
        'The banner at the top: title, tag line, intro, background image, buttons, ticker line. Without it the page is not shown (a legacy product with the same slug is, if any). Its image and intro also fill the tile.',
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        "Title (up to 70 characters, brand name added) and description (up to 200) for search results and link previews. Empty: the page's name and the hero's intro text.",
    },
    TileDetails: {
      label: 'Tile details',
      description:
        'How the page looks as a tile on destination pages, /infohub and cross-sell rows. Empty: its name, the hero\'s intro (cut to 110 characters) and "View programme" ("Read more" for info hub).',
    },
    experience: {
      label: 'Experience',
      description:
        'The experience in the address and the breadcrumbs (/experiences/{experience}/{slug}/). Without one a product has no page, except on BUNAC (/{slug}); info-hub pages need none.',
    },
    Sections: {
      label: 'Sections',
      description:
        "The page's content below the hero: costs, top 5, testimonials, timeline, FAQ and more. Shown in ascending order of each section's rank, not the order here; an empty section is skipped.",
    },
    BookNowFloatingBanner: {
      label: 'Floating "Book now" banner',
      description:
        'A bar fixed to the bottom of the screen with a short text (two lines at most on phones) and a button. Needs button text and link (e.g. #book); empty, or on an info-hub page, no bar.',
    },
    HanoverBookingLinks: {
      label: 'Booking links (Hanover)',
      description:
        'Buttons in the "Book your place" section at the foot of the page (its #book anchor), the first one highlighted. Invalid or unnamed links are dropped; none, or an info-hub page: not shown.',
    },
    brands: {
      label: 'Brands',
      description:
        "The brand sites the page is on (on other brands' sites its tiles link to its own brand's domain). With no brand it has no page.",
    },
  },
};
