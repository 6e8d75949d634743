/**
 * The label a field has in the edit form, for the field a click in the preview opens.
 *
 * Strapi 5.54's preview opens a double-clicked field in a popover labelled with its path
 * ("Section.0.Content": InputPopover's "TODO: retrieve the proper label from the layout"), where the
 * edit form labels it from the views set in code ("Text", cms/src/component-views/). This reads the
 * same layout the form does: the path's last field, found through the entry's components and
 * dynamic zones. vite.config.ts puts it in the popover.
 */
interface LayoutField {
  name: string;
  label?: string;
  attribute?: { type?: string; component?: string };
}
/** The edit layout the preview holds: the type's panels (rows of fields) and each component's rows. */
export interface EditLayout {
  layout: LayoutField[][][];
  components: Record<string, { layout: LayoutField[][] }>;
}

const isIndex = (part: string) => /^\d+$/.test(part);

export function fieldLabel(path: string, edit: EditLayout | undefined, document: unknown): string {
  if (!edit) return path;
  const fieldsOf = (component: unknown) =>
    typeof component === 'string' ? (edit.components[component]?.layout.flat() ?? []) : undefined;
  let fields: LayoutField[] | undefined = edit.layout.flat(2);
  let data: unknown = document;
  let label: string | undefined;
  let inDynamicZone = false;
  for (const part of path.split('.')) {
    if (isIndex(part)) {
      data = Array.isArray(data) ? data[Number(part)] : undefined;
      // A dynamic zone's entry says which component it is.
      if (inDynamicZone) fields = fieldsOf((data as { __component?: unknown } | undefined)?.__component);
      inDynamicZone = false;
      continue;
    }
    const field = fields?.find((candidate) => candidate.name === part);
    if (!field) return path;
    label = field.label || field.name;
    data = data && typeof data === 'object' ? (data as Record<string, unknown>)[part] : undefined;
    inDynamicZone = field.attribute?.type === 'dynamiczone';
    fields = field.attribute?.type === 'component' ? fieldsOf(field.attribute.component) : undefined;
  }
  return label ?? path;
}
