import type { ComponentView } from '../bootstrap/admin-views';

/** The "shared" components (components/shared/*.json), by name. */
export const SHARED_VIEWS: Record<string, ComponentView> = {
  'booking-link': {
    mainField: 'name',
    fields: {
      name: {
        label: 'Button text',
        description:
          "The words on one button in the programme page's 'Book your place' section (e.g. Book a Sydney arrival). The first button is filled, the rest outlined.",
        placeholder: 'Book a Sydney arrival',
      },
      url: {
        label: 'Booking link',
        description:
          'Where the button goes, usually the booking system. A button without a valid link (https://…, or a path of this site) is left out.',
        placeholder: 'https://…',
      },
    },
  },
  'job-location': {
    fields: {
      Name: {
        label: 'Place name',
        description:
          'Shown under the job title with a map pin (e.g. a resort or town). Left empty, no location is shown.',
        placeholder: 'Whistler, BC',
      },
      GoogleMapsLink: {
        label: 'Google Maps link',
        description:
          'Makes the place name a link to the map. Must start with https://; any other link is ignored and the name shows as plain text.',
        placeholder: 'https://maps.app.goo.gl/…',
      },
      CountryCode: {
        label: 'Country code',
        description:
          "Two letters (ISO), e.g. CA. Not shown on the card; without it search engines are not told the job's country and do not list it as a job posting.",
        placeholder: 'CA',
      },
    },
  },
  'job-sticker': {
    fields: {
      Text: {
        label: 'Sticker text',
        description:
          "A short label on the job card (e.g. 'Hiring now'), over the image's corner. Keep it to a few words: a long one is cut off.",
        placeholder: 'Hiring now',
      },
      Color: {
        label: 'Sticker colour',
        description:
          "Background colour as #RRGGBB; the text turns black or white, whichever reads better. Left empty or invalid, the brand's accent colour is used.",
        placeholder: '#1A2B3C',
      },
    },
  },
  link: {
    mainField: 'Text',
    fields: {
      Text: {
        label: 'Text',
        description:
          'The words on the button or link, e.g. Apply now. A button or link needs both a text and a URL; without either it is not shown.',
      },
      URL: {
        label: 'URL',
        description:
          "A full address (https://…, mailto:, tel:) or a path of this site. In a programme link, /00/ stands for the visitor's country. Unsafe links are not shown.",
        placeholder: 'https://… or /destinations/canada',
      },
    },
  },
  'list-item': {
    mainField: 'Text',
    fields: {
      Text: {
        label: 'Text',
        description: 'One line of the list (an inclusion, an exclusion or a point to check). Empty lines are left out.',
      },
      Rank: {
        label: 'Order',
        description:
          'Position in the list: lower numbers come first; lines with the same number keep their order here.',
      },
    },
  },
  'logo-slide': {
    mainField: 'Name',
    fields: {
      Name: {
        label: 'Partner name',
        description:
          'Read out by screen readers for the logo and its link, and shown as text in the slider when there is no image.',
      },
      Image: {
        label: 'Logo',
        description: "The partner's logo in the logo slider. Without it, the partner's name is shown as text instead.",
      },
      URL: {
        label: 'Link',
        description:
          "Where a click on the logo goes, usually the partner's website. Left empty (or not a valid link), the logo is not linked.",
        placeholder: 'https://…',
      },
      rank: {
        label: 'Order',
        description: 'Position of the logo in the slider: lower numbers come first.',
      },
    },
  },
  'page-link': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description:
          "The link's text on the site map page (/sitemap), in large type. An entry without both a title and a URL is left out.",
      },
      URL: {
        label: 'URL',
        description:
          'The page the entry links to: a path of this site (or a full address). Required for the entry to show.',
        placeholder: '/destinations/',
      },
      Description: {
        label: 'Description',
        description:
          'A sentence in grey under the link, saying what the page is for. Left empty, only the link is shown.',
      },
    },
  },
  'payment-stage': {
    mainField: 'Text',
    fields: {
      Text: {
        label: 'Stage',
        description:
          "The row's label in the cost section's 'Payment stages' table (e.g. Deposit). A stage without it is left out.",
        placeholder: 'Deposit',
      },
      TooltipText: {
        label: 'Tooltip',
        description:
          'More about the stage, shown from an info icon next to its label (on hover, or a tap on phones). Left empty, there is no icon.',
      },
      Price: {
        label: 'Price',
        description:
          "The stage's amount, as a number (e.g. 250 or 249.50), shown in the cost section's currency and format. Whole amounts show without pence unless a price in the section has pence.",
      },
    },
  },
  question: {
    mainField: 'Question',
    fields: {
      Question: {
        label: 'Question',
        description:
          'The question as it appears in the FAQ accordion; a click opens its answer. Also given to search engines.',
      },
      Answer: {
        label: 'Answer',
        description:
          'Formatted text shown when the question is opened, and given to search engines. A question without an answer is left out.',
      },
    },
  },
  seo: {
    fields: {
      Title: {
        label: 'SEO title',
        description:
          "The page's title in search results and browser tabs (up to 70 characters); ' | Brand' is added unless it names the brand. Left empty, the page's own title is used.",
      },
      Description: {
        label: 'SEO description',
        description:
          "The summary under the title in search results and link previews (up to 200 characters). Left empty, the page's intro text is used where it has one.",
      },
    },
  },
  tag: {
    mainField: 'slug',
    fields: {
      slug: {
        label: 'Tag',
        description:
          "Lower-case words joined by hyphens; shown as a hashtag with the hyphens removed, in capitals: 'summer-camp' reads #SUMMERCAMP.",
        placeholder: 'summer-camp',
      },
    },
  },
  testimonial: {
    mainField: 'Name',
    fields: {
      Quote: {
        label: 'Quote',
        description:
          "The traveller's words on a quote card, as plain text with line breaks kept. A testimonial without a quote is left out.",
      },
      Name: {
        label: 'Name',
        description: 'Who said it, shown in bold under the quote, beside the photo.',
        placeholder: 'Sam Taylor',
      },
      Role: {
        label: 'Role',
        description: "Shown under the name, e.g. 'Camp counsellor, 2024'. Left empty, nothing is shown.",
        placeholder: 'Camp counsellor, 2024',
      },
      Photo: {
        label: 'Photo',
        description:
          "A small round photo beside the name (56 px). Left empty, the name's initials are shown in a coloured circle.",
      },
      Rating: {
        label: 'Star rating',
        description: 'From 1 to 5, shown as stars at the top of the quote card. Left empty, no stars are shown.',
      },
    },
  },
  'tile-details': {
    fields: {
      Title: {
        label: 'Tile title',
        description: "The tile's heading in lists, sliders and cross-sell rows. Left empty, the item's name is used.",
      },
      SubTitle: {
        label: 'Tile subtitle',
        description:
          "A line in grey under the tile's title. Left empty, the item's intro text (or tag line) is used, cut to about 110 characters.",
      },
      TitleMobile: {
        label: 'Tile title on phones',
        description:
          'A shorter title shown instead of the tile title on small screens (under 600 px wide). Left empty, the tile title is used everywhere.',
      },
      LinkLabel: {
        label: 'Link label',
        description:
          "The words with the arrow at the foot of the tile. Left empty, a default is used: 'Explore', 'Discover', 'View programme', 'Read the guide' or 'Read more'.",
        placeholder: 'Explore',
      },
    },
  },
  'timeline-step': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'The heading of one numbered step in the process timeline (e.g. Apply online).',
      },
      Body: {
        label: 'Body',
        description: 'Plain text under the step heading; line breaks are kept. Left empty, only the heading is shown.',
      },
      TimeFrame: {
        label: 'Time frame',
        description:
          "When the step happens or how long it takes, shown as a coloured pill above the heading (e.g. 'Week 1'). Left empty, no pill.",
        placeholder: 'Week 1',
      },
    },
  },
  'top5-item': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'The heading of one numbered entry in the Top 5 list. Only the first five entries are shown.',
      },
      Body: {
        label: 'Body',
        description: 'Plain text under the heading; line breaks are kept. Left empty, only the heading is shown.',
      },
      Image: {
        label: 'Image',
        description:
          'A picture beside the text (above it on phones), cropped to 4:3. Left empty, the text takes the full width.',
      },
    },
  },
  usp: {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'The short heading of one selling point, under its icon.',
      },
      Text: {
        label: 'Text',
        description: 'Plain text under the heading; line breaks are kept. Left empty, only the heading is shown.',
      },
      Icon: {
        label: 'Icon',
        description:
          'A small icon (shown at 40 px, whole) in a circle above the title. Left empty, a tick icon is shown.',
      },
    },
  },
  venue: {
    fields: {
      Name: {
        label: 'Venue name',
        description:
          "Shown on the event card with the city ('Venue, City'). Without a name the whole venue is ignored.",
        placeholder: 'Olympia London',
      },
      Street: {
        label: 'Street',
        description: "Not shown on the card: part of the event's address for search engines.",
      },
      City: {
        label: 'City',
        description:
          "Shown on the event card after the venue name, and part of the event's address for search engines.",
      },
      PostalCode: {
        label: 'Postcode',
        description: "Not shown on the card: part of the event's address for search engines.",
      },
      CountryCode: {
        label: 'Country code',
        description:
          "Two letters (ISO), e.g. GB. Not shown on the card: part of the event's address for search engines.",
        placeholder: 'GB',
      },
    },
  },
};
