import type { AdminView } from '../../../../bootstrap/admin-views';

export const TRAVEL_ESSENTIAL_VIEW: AdminView = {
  list: ['Title', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Title',
  fields: {
    Title: {
      label: 'Title',
      description: "The heading of the essential's card on the /travel-essentials pages.",
      placeholder: 'Get a working holiday visa',
    },
    Body: {
      label: 'Body',
      description:
        'The text of the card, under its title and categories (Markdown: bold, links and lists work; HTML is shown as text). Empty: the card has no text.',
    },
    Image: {
      label: 'Image',
      description:
        'The picture at the top of the card, cropped to 4:3. Empty: a plain grey box keeps the cards in line.',
    },
    CTA: {
      label: 'Button',
      description:
        'A button at the foot of the card: its text and where it leads (a page of the site or https://…). Empty, or an invalid link: no button.',
    },
    Rank: {
      label: 'Rank',
      description: 'Orders the cards on /travel-essentials and on its category pages, lowest first.',
    },
    categories: {
      label: 'Categories',
      description:
        "Shown as chips on the card, and the card is listed on each category's page (/travel-essentials/{category}/). A category appears in the menu only once an essential uses it.",
    },
    brands: {
      label: 'Brands',
      description: 'The brand sites whose /travel-essentials pages list this card. With no brand it is on no site.',
    },
  },
};
