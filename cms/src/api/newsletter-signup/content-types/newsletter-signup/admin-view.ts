import type { AdminView } from '../../../../bootstrap/admin-views';

/**
 * Sign-ups are records of consent: a brand's editors read their brand's, a super admin reads and
 * deletes them (a visitor who asks to be forgotten); nobody rewrites what was agreed to, or creates
 * one in the admin (bootstrap/newsletter-admin.ts).
 */
export const NEWSLETTER_SIGNUP_VIEW: AdminView = {
  // Sign-ups are never edited: updatedAt is when the site received it.
  list: ['Email', 'brand', 'ListId', 'SourcePage', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Email',
  fields: {
    Email: { label: 'Email', description: 'The address the visitor signed up with.', editable: false },
    brand: { label: 'Brand', description: 'The brand site the visitor signed up on.', editable: false },
    ListId: {
      label: 'List',
      description: "The mailing list (the brand settings' Newsletter list id at the time).",
      editable: false,
    },
    ConsentText: {
      label: 'Consent text shown',
      description: 'The privacy text next to the checkbox the visitor ticked.',
      editable: false,
    },
    ConsentedAt: { label: 'Consented at', description: 'When the site received the sign-up.', editable: false },
    SourcePage: { label: 'Source page', description: 'The page the form was sent from.', editable: false },
    TrackingParams: {
      label: 'Tracking parameters',
      description: "The visitor's stored UTM parameters and referrer when they signed up.",
      editable: false,
    },
    SignupKey: {
      label: 'Sign-up key',
      description: 'Brand, list and address, hashed: one sign-up per address and list.',
      editable: false,
    },
  },
};
