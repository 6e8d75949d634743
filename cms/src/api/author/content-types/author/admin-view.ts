import type { AdminView } from '../../../../bootstrap/admin-views';

export const AUTHOR_VIEW: AdminView = {
  list: ['FullName', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'FullName',
  fields: {
    FullName: {
      label: 'Full name',
      description:
        'Shown as "By <name>" beside the post date and on blog cards, and in the "About the author" box; search engines get it as the author.',
    },
    FirstName: {
      label: 'First name',
      description:
        'Not shown on the site: the full name (required) is used everywhere. Only a fallback should the full name ever be empty.',
    },
    Slug: {
      label: 'Slug',
      description:
        'Not used on the site yet (there are no author pages); identifies the author in the CMS. Lower case and hyphens.',
      placeholder: 'priya-shah',
    },
    TagLine: {
      label: 'Tag line',
      description:
        'A short line in italics under the name in the "About the author" box (e.g. "Camp counsellor, 2025"). Leave empty to show nothing.',
    },
    Information: {
      label: 'Biography',
      description:
        'A few sentences about the author in the "About the author" box at the end of each post; bold, links and lists are allowed. Leave empty to show none.',
    },
    BlogPhoto: {
      label: 'Blog photo',
      description:
        'Used in the "About the author" box only when there is no profile photo, cropped to a circle. With neither, the box has no photo.',
    },
    ProfilePhoto: {
      label: 'Profile photo',
      description:
        'The round photo in the "About the author" box (up to 120 px, cropped to a circle: keep the face centred). Takes the place of the blog photo.',
    },
  },
};
