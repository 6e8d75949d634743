import { useMemo } from 'react';
import { Typography } from '@strapi/design-system';
import { useRBAC } from '@strapi/strapi/admin';

/**
 * Content a brand editor reads but does not change (cms/src/bootstrap/brand-editor-roles.ts):
 * Strapi opens it with every field disabled and says nothing, and its rich-text editor looks as
 * editable as ever. The edit view says why, in a side panel, to whoever may not update the type.
 */
export const READ_ONLY_NOTES: Record<string, string> = {
  'api::author.author': 'Authors are shared by every brand; only an administrator can change them.',
  'api::country.country': 'Countries are shared by every brand; only an administrator can change them.',
  'api::blog-type.blog-type': 'Blog types are shared by every brand; only an administrator can change them.',
  'api::travel-essential-category.travel-essential-category':
    'Travel essentials categories are shared by every brand; only an administrator can change them.',
  'api::brand.brand':
    'A brand is set up by an administrator. Its site settings (colours, menus, footer, newsletter) are yours to change under Brand site settings.',
  'api::newsletter-signup.newsletter-signup':
    'Sign-ups are records of consent, sent by the site: they are read here, never changed.',
};

interface PanelProps {
  model: string;
}

export function ReadOnlyNotice({ model }: PanelProps) {
  const note = READ_ONLY_NOTES[model];
  const permissions = useMemo(
    () => (note ? [{ action: 'plugin::content-manager.explorer.update', subject: model }] : []),
    [note, model],
  );
  const { isLoading, allowedActions } = useRBAC(permissions);
  if (!note || isLoading || allowedActions.canUpdate) return null;
  return {
    title: 'Read only',
    content: (
      <Typography variant="omega" textColor="neutral800">
        {note}
      </Typography>
    ),
  };
}

/**
 * A disabled rich-text field: Strapi 5.54 makes its CodeMirror editor read-only ("nocursor", which
 * with its contenteditable input sets the text's contenteditable to false) but leaves it white, so
 * it looks like it takes typing. Shown as Strapi shows its other disabled inputs (neutral150).
 */
export const READ_ONLY_EDITOR_STYLE = `
.CodeMirror:has(.CodeMirror-code[contenteditable='false']) {
  background: #eaeaef;
  color: #666687;
  cursor: not-allowed;
}`;
