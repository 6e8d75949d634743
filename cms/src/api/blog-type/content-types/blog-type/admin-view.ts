import type { AdminView } from '../../../../bootstrap/admin-views';

export const BLOG_TYPE_VIEW: AdminView = {
  list: ['Name', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: {
      label: 'Name',
      description:
        'Heads the tag\'s page, e.g. "Summer camp #SUMMERCAMP", with the intro "Articles about summer camp.". The tags on posts show the slug instead.',
    },
    Slug: {
      label: 'Slug',
      description:
        'Shown on posts and cards as a hashtag, hyphens removed and in capitals (summer-camp → #SUMMERCAMP); the tag page is /blog/tags/<slug>.',
      placeholder: 'summer-camp',
    },
  },
};
