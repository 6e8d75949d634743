import type { AdminView } from '../../../../bootstrap/admin-views';

export const EVENT_VIEW: AdminView = {
  list: ['Title', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Title',
  fields: {
    Title: {
      label: 'Title',
      description:
        "The event card's heading on the /events page and on destination and travel-guide pages; also the link text in the automated Events menu.",
    },
    SubTitle: {
      label: 'Subtitle',
      description: 'A short line in grey under the title on the event card. Left empty, nothing is shown.',
    },
    Body: {
      label: 'Body',
      description:
        "Formatted text on the event card, under the date and place. Also the event's description for search engines. Left empty, nothing is shown.",
    },
    Image: {
      label: 'Image',
      description:
        'Picture on the event card, cropped to 4:3 (beside the text on desktops, above it on phones), greyed once the event is past. Left empty, the card has no image.',
    },
    Button: {
      label: 'Button',
      description:
        'A button at the foot of the event card (e.g. to sign up). Shown only with both a text and a valid link; outlined once the event is past.',
    },
    DateOfEvent: {
      label: 'Date of event',
      description:
        "Shown as a calendar badge and as 'Mon D YYYY' (the time is not shown). Events are listed soonest first; once it has passed, the card says 'Past event' and menus drop it.",
    },
    Venue: {
      label: 'Venue',
      description:
        "Where the event takes place in person. The card shows 'Venue name, City'; the full address goes to search engines. Leave empty for an online-only event.",
    },
    Online: {
      label: 'Online',
      description:
        "Tick when the event takes place online (as well as, or instead of, at a venue): the card then shows 'Online' in its place line.",
    },
    brands: {
      label: 'Brands',
      description:
        'The brand sites whose /events page (and Events menu) lists this event. Destination and travel-guide pages show the events they link to, whatever the brand.',
    },
  },
};
