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
 * Fields that cannot be changed look it (issue 46): Strapi 5.54 disables them but leaves several
 * looking as if they took input.
 * - A rich-text field: its CodeMirror editor is read-only ("nocursor", which with its
 *   contenteditable input sets the text's contenteditable to false) but stays white.
 * - A JSON field (a sign-up's tracking parameters): its editor, read-only, keeps its dark, editable
 *   look.
 * - A relation field: its picker still says "Add or create a relation", and each related entry
 *   keeps its cross; a date and a time keep their "Clear" crosses. Disabled, they do nothing, so
 *   they are not shown (the related entries and the values are).
 * Each is shown as Strapi shows its other disabled inputs (neutral150 background, neutral600 text).
 */
export const READ_ONLY_STYLE = `
.CodeMirror:has(.CodeMirror-code[contenteditable='false']),
.cm-editor:has(.cm-content[contenteditable='false']),
.cm-editor:has(.cm-content[contenteditable='false']) :is(.cm-gutters, .cm-activeLine, .cm-activeLineGutter) {
  background: #eaeaef;
  color: #666687;
  cursor: not-allowed;
}
.cm-editor:has(.cm-content[contenteditable='false']) .cm-content span {
  color: inherit;
}
div[data-disabled]:has(> span > input[role='combobox'][type='relation'][disabled]),
button[aria-disabled='true']:has(> svg > path[d^='M26.061 23.939']) {
  display: none;
}`;
