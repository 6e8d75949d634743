import type { AdminView } from '../../../../bootstrap/admin-views';

export const NEWS_ITEM_VIEW: AdminView = {
  list: ['title', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'title',
  fields: {
    title: {
      label: 'Title',
      description:
        "The news card's heading on /news, on experience pages and on destination pages; also the link text in the automated News menu.",
    },
    body: {
      label: 'Body',
      description: 'Formatted text on the news card, under the title. Keep it short: the card shows it in full.',
    },
    socialmediaTags: {
      label: 'Hashtags',
      description:
        "Tags shown under the text as hashtags: 'summer-camp' reads #SUMMERCAMP. They are not links; a tag reading the same as another is shown once.",
    },
    buttonText: {
      label: 'Button text',
      description:
        "The words on the card's button. Left empty, the button reads 'Read more'. No button is shown without a link.",
      placeholder: 'Read more',
    },
    link: {
      label: 'Button link',
      description:
        "Where the card's button goes: a full address or a path of this site. Left empty (or not a valid link), the card has no button.",
      placeholder: 'https://… or /destinations/canada',
    },
    image: {
      label: 'Image',
      description:
        'Picture at the top of the news card, cropped to 16:9. Left empty, a plain grey space keeps the cards in a row aligned.',
    },
    experiences: {
      label: 'Experiences',
      description:
        "The experiences this news is about: named above the title, and used to list it on those experiences' pages and on /news filtered by experience.",
    },
    brands: {
      label: 'Brands',
      description:
        'The brand sites whose /news page (and News menu) lists this item. Destination pages show the news they link to, whatever the brand.',
    },
  },
};
