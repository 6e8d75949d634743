import type { ComponentView, FieldView } from '../bootstrap/admin-views';

/** A block's rank: where it sits among the blocks of the page (components/blocks/BlockList.tsx). */
const rank: FieldView = {
  label: 'Rank',
  description:
    "Where this block sits among the page's blocks: lower numbers first; equal numbers keep their usual order, and an empty rank goes last.",
};

/** An editor-typed link: site paths keep the visitor's country; unsafe addresses are never linked (lib/url.ts). */
const LINK_PLACEHOLDER = '/destinations/australia/ or https://…';

/** The "blocks" components (components/blocks/*.json), by name. */
export const BLOCKS_VIEWS: Record<string, ComponentView> = {
  'blog-section': {
    // No field names a section: its text is rich text (not listable), its other strings are links.
    fields: {
      Content: {
        label: 'Text',
        description:
          "The section's text in Markdown (headings, lists, bold, links). A heading never becomes the page title. A section with neither text nor images is not shown.",
      },
      Images: {
        label: 'Images',
        description:
          'Up to three images under the text, side by side on wider screens; any after the third are not shown. Each caption shows under its image.',
      },
      Image1Link: {
        label: 'Image 1 link',
        description:
          'Where the first image leads when clicked: a site path or a full web address. Empty: the image is not a link.',
        placeholder: LINK_PLACEHOLDER,
      },
      Image2Link: {
        label: 'Image 2 link',
        description:
          'Where the second image leads when clicked: a site path or a full web address. Empty: the image is not a link.',
        placeholder: LINK_PLACEHOLDER,
      },
      Image3Link: {
        label: 'Image 3 link',
        description:
          'Where the third image leads when clicked: a site path or a full web address. Empty: the image is not a link.',
        placeholder: LINK_PLACEHOLDER,
      },
      rank: {
        label: 'Rank',
        description:
          "The section's place in the post: lower numbers first; equal numbers keep their order in this list, and an empty rank goes last.",
      },
    },
  },
  'book-now-banner': {
    fields: {
      Text: {
        label: 'Text',
        description:
          'Short message beside the button in the bar fixed to the bottom of the screen, e.g. a price or a deadline; cut after two lines. Empty: the button alone.',
      },
      ButtonText: {
        label: 'Button text',
        description:
          'Label of the booking button in the bar, e.g. "Book now". Without it (or a usable link) there is no bar. Never shown on information-hub pages.',
        placeholder: 'Book now',
      },
      ButtonLink: {
        label: 'Button link',
        description:
          'Where the booking button goes: a full web address or a site path. An address that is not a web, email or phone link hides the bar.',
        placeholder: 'https://…',
      },
    },
  },
  'check-list': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the card, e.g. "Am I eligible?". Empty: the card shows without a heading.',
      },
      IntroText: {
        label: 'Intro text',
        description: 'Plain text at the top of the card, above the ticked points; line breaks are kept. Optional.',
      },
      Items: {
        label: 'Points',
        description:
          'The points to check, each with a tick, in Rank order; two columns on wider screens from four points. Empty lines are skipped; with none the block is not shown.',
      },
      rank,
    },
  },
  'contact-us': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading of the contact panel, e.g. "Get in touch". Empty: no heading.',
      },
      Body: {
        label: 'Text',
        description: 'Plain text under the heading, above the button; line breaks are kept. Optional.',
      },
      Email: {
        label: 'Email',
        description:
          "Shown with a mail icon beside the text; clicking opens the visitor's email app. Empty: no email line.",
        placeholder: 'hello@example.com',
      },
      Telephone: {
        label: 'Telephone',
        description:
          'Shown as typed with a phone icon; tapping dials it (spaces and brackets dropped; include the country code). Empty: no phone line.',
        placeholder: '+44 20 7946 0000',
      },
      ButtonText: {
        label: 'Button text',
        description: 'Label of the button under the text. The button shows only with both a text and a link.',
      },
      ButtonLink: {
        label: 'Button link',
        description: 'Where the button goes: a site path or a full web address. Empty: no button.',
        placeholder: '/contact-us/',
      },
      rank,
    },
  },
  'content-gallery': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the gallery. Empty: the photos show without a heading.',
      },
      Images: {
        label: 'Images',
        description:
          'Photos in a grid, cropped to fit; from five photos the first is shown large. Captions show over the foot of each photo. No photos: no gallery.',
      },
      rank,
    },
  },
  'cost-section': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading of the section, e.g. "What it costs". Empty: no heading above the table and lists.',
      },
      PriceLocale: {
        label: 'Price format',
        description:
          'How amounts are written (separators, symbol position), as a language code such as en-GB or de-DE. Empty or unknown: en-GB.',
        placeholder: 'en-GB',
      },
      Currency: {
        label: 'Currency',
        description:
          'Three-letter currency code in capitals (GBP, EUR, USD) for every amount in this section. An unknown code shows plain numbers without a symbol.',
        placeholder: 'GBP',
      },
      PaymentStages: {
        label: 'Payment stages',
        description:
          'Rows of the "Payment stages" table: name, optional tooltip and amount, in list order. A stage without a name or an amount is left out.',
      },
      TotalPrice: {
        label: 'Total price',
        description:
          'The "Total" row under the payment stages, in the currency above. Pence show only when an amount has pence. Empty: no total row.',
      },
      Button: {
        label: 'Button',
        description:
          'Button under the payment table (under the lists when there is no table). Shown only with both a text and a link.',
      },
      Inclusions: {
        label: 'Included',
        description: 'Lines under "What\'s included", each with a tick, in Rank order. Empty: no included list.',
      },
      Exclusions: {
        label: 'Not included',
        description: 'Lines under "Not included", each with a cross, in Rank order. Empty: no list.',
      },
      rank,
    },
  },
  'cross-sell': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the tiles, e.g. "You might also like". Empty: the tiles show without a heading.',
      },
      SubTitle: {
        label: 'Subtitle',
        description: 'A line of text under the heading. Optional.',
      },
      rank,
      destinations: {
        label: 'Destinations',
        description:
          "Destinations shown as tiles (first, before the other kinds). A tile uses the page's tile details, else its name, intro and banner image.",
      },
      experiences: {
        label: 'Experiences',
        description:
          "Experiences shown as tiles, after the destinations. A tile uses the page's tile details, else its name, tag line and banner image.",
      },
      products: {
        label: 'Products (legacy)',
        description:
          "Legacy products shown as tiles, after the v2 products. Another brand's product links to that brand's site. Unpublished items are skipped.",
      },
      products_v2: {
        label: 'Products (v2)',
        description:
          'Products (v2) shown as tiles, after the experiences; information-hub pages read "Read more". No tiles at all: the block is not shown.',
      },
      travel_guides: {
        label: 'Travel guides',
        description:
          'Travel guides shown as tiles, last. Tiles run up to three across on desktops (four when there are exactly four), one on phones.',
      },
    },
  },
  faq: {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the questions, e.g. "Frequently asked questions". Empty: no heading.',
      },
      Questions: {
        label: 'Questions',
        description:
          'Questions that open to show their answers; search engines also get them as FAQ data. One without an answer is left out; with none the block is not shown.',
      },
      rank,
    },
  },
  'hero-text-section': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description:
          "The product page's main heading, in large text over the background image. Required: without it the hero is not shown.",
      },
      TagLine: {
        label: 'Tag line',
        description: 'A short line in capitals above the title. Empty: none.',
      },
      IntroText: {
        label: 'Intro text',
        description:
          "A paragraph under the title. Also the page's search description when its SEO description is empty, and the tile text elsewhere (cut to 110 characters).",
      },
      backgroundImage: {
        label: 'Background image',
        description:
          "Full-width photo behind the text, darkened so white text stays readable; also the product's tile and link-preview image. Empty: a plain banner.",
      },
      CallToAction: {
        label: 'Call to action',
        description: 'The main button under the intro. Shown only with both a text and a link.',
      },
      SecondaryAction: {
        label: 'Secondary action',
        description: 'An underlined text link beside the main button. Shown only with both a text and a link.',
      },
    },
  },
  hero: {
    mainField: 'Title',
    fields: {
      BannerImage: {
        label: 'Banner image',
        description:
          "Full-width photo at the top of the page, darkened so white text stays readable; also the page's tile, card and link-preview image. Empty: a plain banner.",
      },
      TagLine: {
        label: 'Tag line',
        description: 'A short line in capitals above the title. Empty: none.',
      },
      Title: {
        label: 'Title',
        description:
          "The page's main heading, over the banner image. Without it no banner shows and the page's own title is its heading. Not shown on blog posts: they show only the banner image, under the post's own title.",
      },
      IntroText: {
        label: 'Intro text',
        description:
          'A paragraph under the title. On most pages also the search description when the SEO description is empty, and the tile text of destinations and products.',
      },
      CallToAction: {
        label: 'Call to action',
        description: 'The main button under the intro. Shown only with both a text and a link.',
      },
      SecondaryAction: {
        label: 'Secondary action',
        description: 'An underlined text link beside the main button. Shown only with both a text and a link.',
      },
      SecondaryActionPrefixText: {
        label: 'Secondary action prefix',
        description:
          'Plain text just before the secondary link, e.g. "Not sure yet?". Shown only with a secondary action.',
        placeholder: 'Not sure yet?',
      },
      TickerBanner: {
        label: 'Ticker text',
        description:
          'Text scrolling in a coloured strip under the banner (still for visitors who turn off motion). Empty: no strip.',
      },
    },
  },
  'image-grid': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the grid. Empty: the images show without a heading.',
      },
      Images: {
        label: 'Images',
        description:
          'Images cropped to squares: two across on phones, three on tablets, four on desktops. Required: with no images the block is not shown.',
      },
      rank,
    },
  },
  'info-banner': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading of the highlighted panel. The banner needs a title or a text, or it is not shown.',
      },
      Body: {
        label: 'Text',
        description: 'Plain text under the heading; line breaks are kept.',
      },
      Image: {
        label: 'Image',
        description:
          'Shown beside the text on desktops, above it on phones. Empty: the panel gets a coloured edge instead.',
      },
      ButtonText: {
        label: 'Button text',
        description: 'Label of the button under the text. The button shows only with both a text and a link.',
      },
      ButtonLink: {
        label: 'Button link',
        description: 'Where the button goes: a site path or a full web address. Empty: no button.',
        placeholder: LINK_PLACEHOLDER,
      },
      rank: {
        label: 'Rank',
        description:
          "Where the banner sits among the page's blocks: lower numbers first; an empty rank goes last. On a blog post the banner always follows the text.",
      },
    },
  },
  'logo-slider': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the logos, e.g. "Our partners". Empty: no heading.',
      },
      Logos: {
        label: 'Logos',
        description:
          "Partner logos in a slider, in each logo's rank order, linked to the partner's site when given. A logo without an image shows its name; none: no slider.",
      },
      rank,
    },
  },
  'media-display': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the text. Empty: no heading.',
      },
      Body: {
        label: 'Text',
        description:
          'Text beside the images, in Markdown (headings, lists, bold, links); above them on phones. The block needs a text or images to show.',
      },
      Media: {
        label: 'Images',
        description:
          'One image shows large (4:3); several show as squares two across, the first wide when the count is odd. Empty: the text takes the full width.',
      },
      rank,
    },
  },
  'offer-banner': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description:
          'Heading of the promotion panel. The banner needs a title, subtitle, intro or button, or it is not shown.',
      },
      Subtitle: {
        label: 'Subtitle',
        description: 'A bold line under the title, e.g. the offer itself. Optional.',
      },
      PromotionLogo: {
        label: 'Promotion logo',
        description: "The promotion's logo, on a white plate above the title. Empty: no logo.",
      },
      LogoLink: {
        label: 'Logo link',
        description:
          'Where the logo leads when clicked: a site path or a full web address. Empty, or no logo: not a link.',
        placeholder: 'https://…',
      },
      Background: {
        label: 'Background',
        description: "Photo behind the panel, darkened so white text stays readable. Empty: the brand's main colour.",
      },
      ButtonText: {
        label: 'Button text',
        description: 'Label of the button under the text. The button shows only with both a text and a link.',
      },
      ButtonLink: {
        label: 'Button link',
        description: 'Where the button goes: a site path or a full web address. Empty: no button.',
        placeholder: LINK_PLACEHOLDER,
      },
      IntroText: {
        label: 'Intro text',
        description: 'Plain text under the subtitle, above the button; line breaks are kept. Optional.',
      },
      rank,
    },
  },
  'price-section': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description:
          'Heading of the price section. The section needs a title, price, summary line or information to show.',
      },
      SubTitle: {
        label: 'Subtitle',
        description: 'A line of text under the heading. Optional.',
      },
      Price: {
        label: 'Price',
        description:
          'The headline price in large figures, in the currency below (no pence when whole); also given to search engines. Empty: no price.',
      },
      Currency: {
        label: 'Currency',
        description:
          'Three-letter currency code in capitals (GBP, EUR, USD) for the price. An unknown code shows a plain number and search engines get no price.',
        placeholder: 'GBP',
      },
      PriceCTAText: {
        label: 'Button text',
        description:
          'Label of the button under the details; it scrolls to the page\'s "Book your place" links, so the page needs booking links. Empty: no button.',
        placeholder: 'Book now',
      },
      Information: {
        label: 'Information',
        description: 'Plain text under the price; line breaks are kept. Optional.',
      },
      SummaryLine: {
        label: 'Summary line',
        description: 'A short line under the price, e.g. "Includes flights and insurance". Optional.',
      },
      VerticalImage: {
        label: 'Vertical image',
        description:
          'A portrait image, cropped to 3:4, beside the text (under it on phones). Empty: the text takes the full width.',
      },
      rank,
    },
  },
  'process-timeline': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the timeline, e.g. "How it works". Empty: no heading.',
      },
      Steps: {
        label: 'Steps',
        description:
          'Numbered steps in list order: two to four run side by side on desktops, otherwise one under another. A step needs a title or text; none: not shown.',
      },
      rank,
    },
  },
  'product-hero': {
    fields: {
      heroTextSection: {
        label: 'Hero text',
        description:
          "The product page's banner: title, tag line, intro, background image and buttons. Required; without a title no banner shows.",
      },
      TickerBanner: {
        label: 'Ticker text',
        description:
          'Text scrolling in a coloured strip under the banner (still for visitors who turn off motion). Empty: no strip.',
      },
    },
  },
  'rich-text': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the text. Empty: no heading.',
      },
      Body: {
        label: 'Text',
        description:
          'Formatted text in Markdown (headings, lists, bold, links, images). A heading never becomes the page title. Empty: the block is not shown.',
      },
      rank,
    },
  },
  testimonials: {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the quotes, e.g. "What travellers say". Empty: no heading.',
      },
      Items: {
        label: 'Testimonials',
        description:
          'Quote cards in list order, up to three across on desktops. One without a quote is left out; with none the block is not shown.',
      },
      rank,
    },
  },
  'top5-list': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the list, e.g. "Top 5 things to do". Empty: no heading.',
      },
      Items: {
        label: 'Items',
        description:
          'At most five highlights, numbered 1 to 5 in list order, each a card with an optional picture. An item needs a title or text; none: not shown.',
      },
      rank,
    },
  },
  'travel-guides-slider': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the slider, e.g. "Travel guides". Empty: no heading.',
      },
      SubTitle: {
        label: 'Subtitle',
        description: 'A line of text under the heading. Optional.',
      },
      rank,
      travel_guides: {
        label: 'Travel guides',
        description:
          "Guides shown as tiles in a slider, in the guides' own rank order. A tile uses the guide's tile details, else its name and banner image. None: no slider.",
      },
    },
  },
  'usp-list': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'Heading above the selling points, e.g. "Why travel with us". Empty: no heading.',
      },
      Items: {
        label: 'Selling points',
        description:
          'Points in a grid (up to four across on desktops), each with its icon or a tick. A point needs a title or text; with none the block is not shown.',
      },
      rank,
    },
  },
  'video-display': {
    mainField: 'Title',
    fields: {
      TagLine: {
        label: 'Tag line',
        description: 'A short line in capitals above the title. Empty: none.',
      },
      Title: {
        label: 'Title',
        description: 'Heading beside the video. The block needs some text or a video to show.',
      },
      SubTitle: {
        label: 'Subtitle',
        description: 'A line under the title, in larger grey text. Optional.',
      },
      Body: {
        label: 'Text',
        description: 'Plain text under the subtitle, above the button; line breaks are kept. Optional.',
      },
      VideoTitle: {
        label: 'Video title',
        description:
          'Names the video for screen readers and on the poster of a linked video. Empty: the title is used, else "Video".',
      },
      VideoUrl: {
        label: 'Video URL',
        description:
          'An .mp4 or .webm file plays in the page; any other address (YouTube, Vimeo) opens from the poster with a play button. Empty: the image alone.',
        placeholder: 'https://www.youtube.com/watch?v=…',
      },
      ButtonText1: {
        label: 'Button text',
        description: 'Label of the button under the text. The button shows only with both a text and a link.',
      },
      Button1Link: {
        label: 'Button link',
        description: 'Where the button goes: a site path or a full web address. Empty: no button.',
        placeholder: LINK_PLACEHOLDER,
      },
      Image: {
        label: 'Image',
        description:
          'The poster shown before the video plays, in a 16:9 frame; shown alone when there is no video. Optional.',
      },
      rank,
    },
  },
};
