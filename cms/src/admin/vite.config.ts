import path from 'node:path';
// Types only: Strapi loads this file as CommonJS, and Vite's CommonJS API is deprecated.
import type { Plugin, UserConfig } from 'vite';

interface Patch {
  name: string;
  /** The module of Strapi's admin it changes. */
  file: RegExp;
  /** What it imports from this folder: `{ name: path }`, available in the module as `__name`. */
  imports?: Record<string, string>;
  /** Strapi's code, matched exactly, and what replaces it. */
  replace: [string, string][];
}

/**
 * A change to one module of Strapi's admin, matched exactly: when a Strapi upgrade changes the
 * code, the admin build fails here rather than quietly going back to Strapi's behaviour.
 */
function patch({ name, file, imports = {}, replace }: Patch): Plugin {
  return {
    name: `travel-cms:${name}`,
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0])) return null;
      let changed = code;
      for (const [from, to] of replace) {
        if (!changed.includes(from))
          throw new Error(`${id}: Strapi's code changed; update cms/src/admin/vite.config.ts (${name})`);
        changed = changed.replace(from, to);
      }
      const lines = Object.entries(imports).map(
        ([symbol, module]) => `import { ${symbol} as __${symbol} } from ${JSON.stringify(module)};\n`,
      );
      return lines.join('') + changed;
    },
  };
}

// Strapi loads this file as CommonJS (esbuild-register): __dirname, not import.meta.
const here = (file: string) => path.join(__dirname, file);
const CONTENT_MANAGER = '@strapi\\/content-manager\\/dist\\/admin';

/**
 * The preview's click-to-edit popover labels the field it opens with its path ("Section.0.Content":
 * Strapi 5.54's InputPopover, "TODO: retrieve the proper label from the layout"). This puts the
 * label the edit form shows in its place ("Text", from cms/src/component-views/), read from the
 * same layout by field-label.ts.
 */
const HOOK = "const components = usePreviewContext('InputPopover', (state)=>state.components);";
export const popoverLabels = () =>
  patch({
    name: 'preview-popover-labels',
    file: new RegExp(`${CONTENT_MANAGER}/preview/components/InputPopover\\.mjs$`),
    imports: { fieldLabel: here('field-label.ts') },
    replace: [
      [HOOK, `${HOOK}\n    const __layout = usePreviewContext('InputPopover', (state)=>state.layout);`],
      ['label: popoverField.path,', 'label: __fieldLabel(popoverField.path, __layout, document),'],
    ],
  });

/** The edit view's error page: a refusal's message in the page (document-error.tsx). */
export const documentErrors = () =>
  patch({
    name: 'document-errors',
    file: new RegExp(`${CONTENT_MANAGER}/pages/EditView/EditViewPage\\.mjs$`),
    imports: { DocumentError: here('document-error.tsx') },
    replace: [
      [
        `if (!initialValues || hasError) {
        return /*#__PURE__*/ jsx(Page.Error, {});`,
        `if (!initialValues || hasError) {
        return /*#__PURE__*/ jsx(__DocumentError, { model, id });`,
      ],
    ],
  });

/** The content manager's menu, one section per group of content types (menu-groups.ts). */
export const menuGroups = () =>
  patch({
    name: 'menu-groups',
    file: new RegExp(`${CONTENT_MANAGER}/components/LeftMenu\\.mjs$`),
    imports: { groupMenu: here('menu-groups.ts') },
    replace: [['children: menu.map((section)=>{', 'children: __groupMenu(menu).map((section)=>{']],
  });

/**
 * A relation picker offers "Create a relation" only to whoever may create the related type: Strapi
 * 5.54 shows it, greyed out, to a brand editor who cannot create authors, under "Add or create a
 * relation". They see "Add a relation" and the documents they may pick.
 */
export const relationPickers = () =>
  patch({
    name: 'relation-pickers',
    file: new RegExp(`${CONTENT_MANAGER}/pages/EditView/components/FormInputs/Relations/Relations\\.mjs$`),
    replace: [
      [
        `creatable: "visible",
                creatableDisabled: !canCreate,`,
        `creatable: canCreate ? "visible" : false,
                creatableDisabled: !canCreate,`,
      ],
      [
        `placeholder: placeholder || formatMessage({`,
        `placeholder: placeholder || (!canCreate ? 'Add a relation' : undefined) || formatMessage({`,
      ],
    ],
  });

/**
 * The admin is always a production build here (`npm run cms` and `npm run dev` build it, then start
 * Strapi), where the transform applies to the content manager's code. (`strapi develop`'s dev
 * server pre-bundles dependencies without plugins: there the popover keeps showing paths.)
 */
export default (config: UserConfig): UserConfig => ({
  ...config,
  plugins: [...(config.plugins ?? []), popoverLabels(), documentErrors(), menuGroups(), relationPickers()],
});
