import type { AdminView } from '../../../../bootstrap/admin-views';

export const JOB_PAGE_VIEW: AdminView = {
  list: ['Title', 'brands', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Title',
  fields: {
    Title: {
      label: 'Page title',
      description: "The /jobs page's heading when it has no hero, and its search title when the SEO title is empty.",
    },
    Slug: {
      label: 'Slug',
      description: "Not used by the site: the job page is always at /jobs on its brand's site, whatever is typed here.",
      placeholder: 'jobs',
    },
    Hero: {
      label: 'Hero banner',
      description:
        'The banner at the top of the /jobs page. Without a hero title, a plain header with the page title is shown instead.',
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        'Title and description for search engines and link previews. Left empty, the page title is used and no description is given.',
    },
    IntroText: {
      label: 'Intro text',
      description:
        'Formatted text under the banner, in slightly larger type, before the list of open positions. Left empty, nothing is shown.',
    },
    jobs: {
      label: 'Jobs',
      description:
        "The jobs listed under 'Open positions' on /jobs, in the order of each job's Order number (up to 100). The automated Jobs menu shows the first four.",
    },
    brands: {
      label: 'Brands',
      description:
        "The brand sites whose /jobs page this is. Give each brand one job page: only one is shown. A brand without one answers /jobs with 'page not found'.",
    },
  },
};
