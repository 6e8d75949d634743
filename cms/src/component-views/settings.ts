import type { ComponentView } from '../bootstrap/admin-views';

/** A colour of the brand's theme (components/settings/colours.json). */
const colour = (label: string, where: string) => ({
  label,
  description: `${where} As #RRGGBB; empty uses the site's default colour.`,
  placeholder: '#1A2B3C',
});

/** One of the nine text styles (components/settings/fonts.json). */
const textStyle = (
  label: string,
  where: string,
  empty = "Empty: the body text font and this style's default weight.",
) => ({
  label,
  description: `Font and weight of ${where} ${empty}`,
});

/** One of the section names (components/settings/section-names.json). */
const sectionName = (fallback: string, what: string) => ({
  label: fallback,
  description: `What the site calls ${what}: its heading, breadcrumbs and site map group. Empty: "${fallback}".`,
  placeholder: fallback,
});

/** The "settings" components (components/settings/*.json), by name. */
export const SETTINGS_VIEWS: Record<string, ComponentView> = {
  appearance: {
    fields: {
      HeaderLogos: {
        label: 'Header logos',
        description:
          'The logo at the top left of every page (44 px square, linking home): the Primary one, else the first. The brand name always shows beside it.',
      },
      HeaderMenu: {
        label: 'Header menu',
        description:
          'The main menu in the header of every page (a drawer on phones), in rank order. An item with children opens a dropdown.',
      },
      Fonts: {
        label: 'Fonts',
        description:
          'Font and weight of the nine text styles (headings, body text, buttons). Empty styles use the defaults.',
      },
      Colours: {
        label: 'Colours',
        description:
          "The brand's seven colours. Empty ones use the site's defaults; text colours are adjusted where needed to stay readable.",
      },
      ImageTransition: {
        label: 'Banner image transition',
        description:
          "How a page banner's image appears as the page opens: fade (default), slide, zoom or none. Visitors who ask for less motion see none.",
      },
      UrgentNewsBanner: {
        label: 'Urgent news banner',
        description: 'A strip above the header on every page. Shown only while it is switched on and has text.',
      },
    },
  },
  'automated-menu-item': {
    mainField: 'Label',
    fields: {
      Label: {
        label: 'Label',
        description:
          'Heading of a column in the footer\'s "Explore" menu, linking to the list page of its source (e.g. "Destinations").',
      },
      Source: {
        label: 'Source',
        description:
          "Which of the brand's content fills the column: its first four items (upcoming events only), linked to their pages or, without one, to the list.",
      },
      rank: {
        label: 'Rank',
        description: 'Order of the columns in the "Explore" menu, lowest first.',
        placeholder: '0',
      },
    },
  },
  'section-names': {
    fields: {
      Destinations: sectionName('Destinations', 'the destinations list (/destinations/)'),
      Experiences: sectionName('Experiences', 'the experiences list (/experiences/)'),
      Programmes: sectionName(
        'Programmes',
        'the programmes (product pages): "Programmes in the USA" on a destination, and their group in the site map',
      ),
      TravelGuides: sectionName('Travel guides', 'the travel guides list (/travel-guides/)'),
      InfoHub: sectionName('Info hub', 'the info hub (/infohub/)'),
      Blog: sectionName('Blog', 'the blog (/blog/)'),
      TravelEssentials: sectionName('Travel essentials', 'the travel essentials (/travel-essentials/)'),
      Events: sectionName('Events', 'the events list (/events/)'),
      News: sectionName('News', 'the news list (/news/)'),
      Jobs: sectionName('Jobs', 'the jobs list (/jobs/)'),
    },
  },
  'chat-widget': {
    fields: {
      Token: {
        label: 'Token',
        description:
          'The token your chat provider gives for this site. The chat loads only with token, host and widget id all filled.',
      },
      Host: {
        label: 'Host',
        description:
          "Your chat provider's host, as its snippet gives it (Freshchat: host, such as https://wchat.freshchat.com). Only a listed provider's host is saved; ask a developer to list another.",
        placeholder: 'wchat.freshchat.com',
      },
      WidgetId: {
        label: 'Widget id',
        description:
          "The id of this site's chat widget at the provider (Freshchat: widgetUuid). The chat loads only with token, host and widget id all filled.",
      },
    },
  },
  colours: {
    fields: {
      Primary: colour(
        'Primary',
        'The main brand colour: buttons, links, icons, the footer background and the browser bar on phones.',
      ),
      Secondary: colour(
        'Secondary',
        'The urgent news strip, the main button on page banners and offer banners, the bar beside a blog quote.',
      ),
      Accent: colour(
        'Accent',
        'Highlights: the moving ticker under banners, review stars, timeline steps, job stickers.',
      ),
      Background: colour('Background', 'The page background behind everything.'),
      Surface: colour(
        'Surface',
        'Header, cards, the newsletter block, page headers and shaded sections, set off from the background.',
      ),
      Text: colour('Text', 'Main text; adjusted if it is not readable on the background.'),
      MutedText: colour('Muted text', 'Secondary text: dates, subtitles, captions; adjusted if not readable.'),
    },
  },
  'cookie-notice': {
    fields: {
      Text: {
        label: 'Text',
        description:
          'The notice shown at the bottom of the screen until the visitor chooses; bold and links (to the cookie policy) are allowed. Empty: no notice.',
      },
      AcceptButtonText: {
        label: 'Accept button text',
        description: 'The button that accepts cookies, analytics included. Empty: "Accept".',
        placeholder: 'Accept',
      },
      RejectButtonText: {
        label: 'Reject button text',
        description: 'The button that refuses cookies, the same size as Accept. Empty: "Reject".',
        placeholder: 'Reject',
      },
    },
  },
  embeds: {
    fields: {
      FormEmbeds: {
        label: 'Form embeds',
        description: "Forms (e.g. an enquiry form) shown at the end of the static page each one's Placement names.",
      },
      ReviewsWidgets: {
        label: 'Reviews widgets',
        description: 'Reviews from a provider, each shown at the end of the static page its Placement names.',
      },
    },
  },
  fonts: {
    fields: {
      Heading1: textStyle('Heading 1', 'page titles: the main heading of each page and its banner.'),
      Heading2: textStyle('Heading 2', 'section headings on pages and in offer and video blocks.'),
      Heading3: textStyle(
        'Heading 3',
        'block headings: the newsletter, info banners, contact blocks, months of the blog.',
      ),
      Heading4: textStyle('Heading 4', "smaller headings: the author's name, a blog quote, event titles, cost tables."),
      Heading5: textStyle('Heading 5', 'card titles and subtitles, such as a blog subtitle or banner intro text.'),
      Heading6: textStyle('Heading 6', 'small headings: FAQ questions, job details, site map links.'),
      Body1: textStyle(
        'Body 1',
        'the main body text; its font is also the default for every other style.',
        "Empty: the device's system font, weight 400.",
      ),
      Body2: textStyle('Body 2', 'small text: dates, card details, footer links, captions.'),
      Button: textStyle('Button', 'the text on buttons.'),
    },
  },
  'footer-column': {
    mainField: 'Title',
    fields: {
      Title: {
        label: 'Title',
        description: 'The heading of this column of links in the footer of every page (e.g. "About us").',
      },
      Links: {
        label: 'Links',
        description: 'The links under the heading, in this order. A link without both text and URL is left out.',
      },
    },
  },
  'form-embed': {
    mainField: 'Name',
    fields: {
      Name: {
        label: 'Name',
        description:
          'The heading above the form, or the text of the button when the form is a page of the site (e.g. "Ask us a question").',
      },
      Provider: {
        label: 'Provider',
        description: 'Who hosts the form (e.g. Typeform), for editors. Not shown on the site.',
      },
      EmbedUrl: {
        label: 'Form URL',
        description:
          "A provider's https address is shown in a frame; an address on the brand's own sites becomes a button linking there.",
        placeholder: 'https://forms.example.com/enquiry',
      },
      Placement: {
        label: 'Placement',
        description:
          'The page name of the static page that shows it (e.g. contact-us, or home). Empty or unknown: shown nowhere.',
        placeholder: 'contact-us',
      },
    },
  },
  logo: {
    fields: {
      Image: {
        label: 'Image',
        description: "The logo image. Give it alternative text: it names the logo's link for screen readers.",
      },
      Link: {
        label: 'Link',
        description:
          "Where the logo leads in the footer (e.g. the partner's site). Header logos always lead home. Empty: not a link.",
        placeholder: 'https://www.example.com',
      },
      Variant: {
        label: 'Variant',
        description:
          "Primary: the header's logo. Inverse: for the coloured footer (when any footer logo is inverse, only those show). Compact: not used yet.",
      },
    },
  },
  'menu-item': {
    mainField: 'Label',
    fields: {
      Label: {
        label: 'Label',
        description:
          'The text of this entry in the header menu (e.g. "Destinations"). An entry without a label is left out.',
      },
      URL: {
        label: 'URL',
        description:
          'Where the entry leads: a page of the site or a full address. With children it becomes the "All <label>" link at the top of the dropdown.',
        placeholder: '/destinations/',
      },
      rank: {
        label: 'Rank',
        description: 'Order of the entries in the header menu, lowest first.',
        placeholder: '0',
      },
      Children: {
        label: 'Dropdown links',
        description: 'Links in the dropdown (desktop) or under the entry (phones). Leave empty for a plain link.',
      },
    },
  },
  navigation: {
    fields: {
      FooterLogos: {
        label: 'Footer logos',
        description:
          'Logos at the top of the footer on every page. When any is of the Inverse variant only those show; others sit on a white plate.',
      },
      FooterMenu: {
        label: 'Footer menu',
        description: 'Columns of links in the footer of every page, each with a heading, in this order.',
      },
      Social: {
        label: 'Social links',
        description: "Icons under the footer logos linking to the brand's social network pages, in this order.",
      },
      AffiliateLinks: {
        label: 'Memberships and protection',
        description:
          "Logos of memberships and financial protection in a row near the bottom of the footer, each optionally linking to the body's site.",
      },
      SubFooter: {
        label: 'Sub-footer',
        description: 'The line at the very bottom of every page, with the legal links. Empty: "© <year> <brand name>".',
      },
      AutomatedMenuItems: {
        label: 'Explore menu',
        description:
          'Footer columns filled from the brand\'s content (destinations, blog, events …), under "Explore", so new content shows without editing menus.',
      },
      MyBookingLink: {
        label: '"My booking" link',
        description:
          'A button at the right of the header (in the menu on phones), e.g. "My booking". Hidden unless both its text and URL are filled.',
      },
    },
  },
  newsletter: {
    fields: {
      ListId: {
        label: 'Mailing list id',
        description:
          'The mailing list each sign-up is filed under (up to 64 characters), as your mail provider names it. Empty: "default".',
        placeholder: 'wayfarer-news',
      },
      EmailTemplateId: {
        label: 'Welcome email template id',
        description:
          "The mail provider's welcome email template. Not used by the site itself; kept for the mail provider.",
      },
      Title: {
        label: 'Title',
        description: 'The heading of the sign-up block above the footer. Empty: "Stay in the loop".',
        placeholder: 'Stay in the loop',
      },
      Text: {
        label: 'Text',
        description: 'A sentence or two under the heading saying what subscribers get. Leave empty for none.',
      },
      ButtonText: {
        label: 'Button text',
        description: 'The sign-up button. Empty: "Subscribe".',
        placeholder: 'Subscribe',
      },
      SuccessText: {
        label: 'Success message',
        description: 'Shown in place of the form once the sign-up is stored. Empty: "Thanks for subscribing.".',
        placeholder: 'Thanks for subscribing.',
      },
      PrivacyCheckboxText: {
        label: 'Privacy checkbox text',
        description:
          'The consent the visitor must tick, as plain text; stored with each sign-up. Empty: "I agree to the privacy policy.".',
      },
    },
  },
  'reviews-widget': {
    mainField: 'Name',
    fields: {
      Name: {
        label: 'Name',
        description: 'The heading above the reviews (e.g. "What our travellers say").',
      },
      Provider: {
        label: 'Provider',
        description: 'Who hosts the reviews (e.g. Trustpilot), for editors. Not shown on the site.',
      },
      WidgetId: {
        label: 'Widget URL',
        description:
          "The https address of the provider's reviews frame. Anything else (such as a bare id) shows nothing.",
        placeholder: 'https://widget.example.com/reviews/123',
      },
      Placement: {
        label: 'Placement',
        description: 'The page name of the static page that shows it (e.g. home). Empty or unknown: shown nowhere.',
        placeholder: 'home',
      },
    },
  },
  'social-link': {
    mainField: 'URL',
    fields: {
      Network: {
        label: 'Network',
        description: 'The social network, which sets the icon shown in the footer and its name for screen readers.',
      },
      URL: {
        label: 'URL',
        description: "The full address of the brand's page on that network.",
        placeholder: 'https://www.instagram.com/yourbrand',
      },
    },
  },
  'sub-footer': {
    fields: {
      Text: {
        label: 'Text',
        description: 'The copyright or legal line at the very bottom of every page. Empty: "© <year> <brand name>".',
        placeholder: '© 2026 Example Travel Ltd',
      },
      Links: {
        label: 'Links',
        description:
          'Small links beside that line, e.g. privacy policy, terms, cookies. A link needs both text and URL.',
      },
    },
  },
  'text-style': {
    fields: {
      Name: {
        label: 'Font',
        description:
          'The site has Inter, Poppins, Montserrat, Open Sans, Source Sans 3 and Merriweather; another font shows only if the visitor has it installed.',
        placeholder: 'Poppins',
      },
      Weight: {
        label: 'Weight',
        description:
          "From 100 (thin) to 900 (black) in hundreds: 400 regular, 700 bold. Empty: the style's usual weight.",
        placeholder: '400',
      },
    },
  },
  'urgent-news-banner': {
    fields: {
      Enabled: {
        label: 'Show',
        description:
          'On: the strip shows above the header of every page (when it has text). Off: hidden, its text kept.',
      },
      Text: {
        label: 'Text',
        description: 'The news, in one short sentence: it is centred in a narrow strip. Empty: no strip.',
      },
      LinkText: {
        label: 'Link text',
        description: 'The words of the link after the news. Empty: "Read more". Shown only with a link URL.',
        placeholder: 'Read more',
      },
      LinkURL: {
        label: 'Link URL',
        description: 'Where the link leads: a page of the site or a full address. Empty: no link.',
        placeholder: '/news/',
      },
    },
  },
};
