import path from 'node:path';
// Types only: Strapi loads this file as CommonJS, and Vite's CommonJS API is deprecated.
import type { Plugin, UserConfig } from 'vite';

/**
 * The preview's click-to-edit popover labels the field it opens with its path ("Section.0.Content":
 * Strapi 5.54's InputPopover, "TODO: retrieve the proper label from the layout"). This puts the
 * label the edit form shows in its place ("Text", from cms/src/component-views/), read from the
 * same layout by field-label.ts. The popover's code is matched exactly: when a Strapi upgrade
 * changes it, the admin build fails here rather than quietly going back to paths.
 */
const POPOVER = /@strapi\/content-manager\/dist\/admin\/preview\/components\/InputPopover\.mjs$/;
const HOOK = "const components = usePreviewContext('InputPopover', (state)=>state.components);";
const LABEL = 'label: popoverField.path,';
// Strapi loads this file as CommonJS (esbuild-register): __dirname, not import.meta.
const FIELD_LABEL = path.join(__dirname, 'field-label.ts');

/** The edit view's error page: a refusal's message in the page (document-error.tsx). */
const EDIT_VIEW = /@strapi\/content-manager\/dist\/admin\/pages\/EditView\/EditViewPage\.mjs$/;
const ERROR_PAGE = `if (!initialValues || hasError) {
        return /*#__PURE__*/ jsx(Page.Error, {});`;
const DOCUMENT_ERROR = path.join(__dirname, 'document-error.tsx');

export function documentErrors(): Plugin {
  return {
    name: 'travel-cms:document-errors',
    enforce: 'pre',
    transform(code, id) {
      if (!EDIT_VIEW.test(id.split('?')[0])) return null;
      if (!code.includes(ERROR_PAGE))
        throw new Error(`${id}: Strapi's edit view changed; update cms/src/admin/vite.config.ts`);
      return (
        `import { DocumentError as __DocumentError } from ${JSON.stringify(DOCUMENT_ERROR)};\n` +
        code.replace(
          ERROR_PAGE,
          `if (!initialValues || hasError) {
        return /*#__PURE__*/ jsx(__DocumentError, { model, id });`,
        )
      );
    },
  };
}

export function popoverLabels(): Plugin {
  return {
    name: 'travel-cms:preview-popover-labels',
    enforce: 'pre',
    transform(code, id) {
      if (!POPOVER.test(id.split('?')[0])) return null;
      if (!code.includes(HOOK) || !code.includes(LABEL))
        throw new Error(`${id}: Strapi's preview popover changed; update cms/src/admin/vite.config.ts`);
      return (
        `import { fieldLabel as __fieldLabel } from ${JSON.stringify(FIELD_LABEL)};\n` +
        code
          .replace(HOOK, `${HOOK}\n    const __layout = usePreviewContext('InputPopover', (state)=>state.layout);`)
          .replace(LABEL, 'label: __fieldLabel(popoverField.path, __layout, document),')
      );
    },
  };
}

/**
 * The admin is always a production build here (`npm run cms` and `npm run dev` build it, then start
 * Strapi), where the transform applies to the content manager's code. (`strapi develop`'s dev
 * server pre-bundles dependencies without plugins: there the popover keeps showing paths.)
 */
export default (config: UserConfig): UserConfig => ({
  ...config,
  plugins: [...(config.plugins ?? []), popoverLabels(), documentErrors()],
});
