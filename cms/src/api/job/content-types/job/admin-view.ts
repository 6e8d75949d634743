import type { AdminView } from '../../../../bootstrap/admin-views';

export const JOB_VIEW: AdminView = {
  list: ['Title', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Title',
  fields: {
    Title: {
      label: 'Job title',
      description:
        "The job card's heading on the /jobs page and on travel-guide pages; also the link text in the automated Jobs menu.",
    },
    rank: {
      label: 'Order',
      description:
        'Position of the job on the /jobs page, on travel-guide pages and in the Jobs menu (which shows the first four): lower numbers come first.',
    },
    Image: {
      label: 'Image',
      description:
        'Picture at the top of the job card, cropped to 16:9, with the sticker over its corner. Left empty, the card starts with the sticker and title.',
    },
    Sticker: {
      label: 'Sticker',
      description:
        "A coloured label such as 'Hiring now', over the image's top-left corner (or above the title without an image). Left empty, no sticker is shown.",
    },
    Location: {
      label: 'Location',
      description:
        'Where the job is: the place name under the title, linked to Google Maps when a map link is given. Its country code is needed for the job to be listed by search engines.',
    },
    AdditionalInfo: {
      label: 'Additional information',
      description:
        'A short plain-text note in grey under pay and duration on the job card (e.g. visa or age requirements). Left empty, nothing is shown.',
    },
    Pay: {
      label: 'Pay',
      description:
        "Shown on the job card next to a money icon, as typed (e.g. '£11.44 an hour'). Left empty, it is left out.",
      placeholder: '£11.44 an hour',
    },
    Duration: {
      label: 'Duration',
      description:
        "Shown on the job card next to a clock icon, as typed (e.g. 'June to August'). Left empty, it is left out.",
      placeholder: 'June to August',
    },
    Benefits: {
      label: 'Benefits',
      description:
        "Formatted text under a 'Benefits' heading, revealed by the card's 'Job details' button. Also part of the job's description for search engines.",
    },
    Description: {
      label: 'Description',
      description:
        "Formatted text under an 'About the job' heading, revealed by the card's 'Job details' button. Also the job's description for search engines.",
    },
    Logo: {
      label: 'Employer logo',
      description:
        'A small square logo (56 px) beside the job title, shown whole rather than cropped. Left empty, nothing is shown.',
    },
    CTAButtons: {
      label: 'Buttons',
      description:
        'Buttons at the foot of the job card (e.g. Apply now); the first is filled, the rest outlined. A button without both a text and a valid link is left out.',
    },
    brands: {
      label: 'Brands',
      description:
        'Not used by the site: a job shows wherever a job page or travel guide lists it, whatever brands are set here. Useful for finding jobs in the CMS.',
    },
  },
};
