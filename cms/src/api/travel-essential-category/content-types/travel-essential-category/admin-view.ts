import type { AdminView } from '../../../../bootstrap/admin-views';

export const TRAVEL_ESSENTIAL_CATEGORY_VIEW: AdminView = {
  list: ['Name', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Name',
  fields: {
    Name: {
      label: 'Name',
      description:
        'Shown on the chips of travel essential cards, in the category menu of /travel-essentials, and as the title "Travel essentials: {name}" of its page. Shared by all brands.',
      placeholder: 'Health & Insurance',
    },
    Slug: {
      label: 'Slug',
      description:
        "The category page's address: /travel-essentials/{slug}/. Lower case and hyphens; changing it changes the address. The page exists only while a brand's essentials use the category.",
      placeholder: 'health-and-insurance',
    },
  },
};
