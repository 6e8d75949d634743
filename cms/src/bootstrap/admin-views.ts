import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_VIEWS } from './content-type-views';
import { COMPONENT_VIEWS } from '../component-views';

/** What an editor sees of one field in the admin's forms (and, for a content type, its list). */
export interface FieldView {
  /** A plain-words label where the spec's field name is cryptic (the name itself otherwise). */
  label: string;
  /** What the field does on the site: where it shows, its length or format, what happens when empty. */
  description: string;
  /** An example value, for URLs, colours, slugs and the like. */
  placeholder?: string;
  /** False: shown but not editable in the admin (records such as newsletter sign-ups). */
  editable?: boolean;
}

/** How a content type's list and edit views look in the admin, set from code. */
export interface AdminView {
  /** The list view's columns, in order: the main field, brand(s), country or destination, updatedAt. */
  list: string[];
  /** The list's default sort (newest first). */
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The field that names an entry in relations and titles. */
  mainField: string;
  /** Every field of the type. */
  fields: Record<string, FieldView>;
}

/** A component's fields in the edit form, and the field that names an entry of a repeatable list. */
export interface ComponentView {
  mainField?: string;
  fields: Record<string, FieldView>;
}

export { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS };

interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list?: string[]; edit: unknown };
}
type Attribute = { type?: string; target?: string };
type Schema = { attributes: Record<string, Attribute> };

function withFields(
  configuration: Configuration,
  schema: Schema,
  fields: Record<string, FieldView>,
  mainFieldOf: (uid: string) => string | undefined,
): Configuration['metadatas'] {
  const metadatas = { ...configuration.metadatas };
  for (const [field, { label, description, placeholder, editable = true }] of Object.entries(fields)) {
    const current = metadatas[field] ?? { edit: {}, list: {} };
    const target = schema.attributes[field]?.type === 'relation' ? schema.attributes[field].target : undefined;
    const mainField = target ? mainFieldOf(target) : undefined;
    metadatas[field] = {
      edit: {
        ...current.edit,
        label,
        description,
        ...(placeholder ? { placeholder } : {}),
        editable,
        // A relation shows its documents by name (a brand by Name, a country by CountryName, ...).
        ...(mainField ? { mainField } : {}),
      },
      list: { ...current.list, label, ...(mainField ? { mainField } : {}) },
    };
  }
  return metadatas;
}

/** The list's last column, named for editors (Strapi shows the attribute name, "updatedAt"). */
const LAST_CHANGED = 'Last changed';

export function applyContentTypeView(
  configuration: Configuration,
  schema: Schema,
  view: AdminView,
  mainFieldOf: (uid: string) => string | undefined,
): Configuration {
  const metadatas = withFields(configuration, schema, view.fields, mainFieldOf);
  const updatedAt = metadatas.updatedAt ?? { edit: {}, list: {} };
  metadatas.updatedAt = { ...updatedAt, list: { ...updatedAt.list, label: LAST_CHANGED } };
  return {
    ...configuration,
    settings: {
      ...configuration.settings,
      mainField: view.mainField,
      defaultSortBy: view.sort.field,
      defaultSortOrder: view.sort.order,
    },
    metadatas,
    layouts: { ...configuration.layouts, list: view.list },
  };
}

export function applyComponentView(
  configuration: Configuration,
  schema: Schema,
  view: ComponentView,
  mainFieldOf: (uid: string) => string | undefined,
): Configuration {
  return {
    ...configuration,
    settings: { ...configuration.settings, ...(view.mainField ? { mainField: view.mainField } : {}) },
    metadatas: withFields(configuration, schema, view.fields, mainFieldOf),
  };
}

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<Configuration & { uid: string; category?: string }>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
}

/**
 * Puts every view into the content manager's stored configuration (after the content manager has
 * created its defaults), content types and components alike. Idempotent: a configuration already
 * as wanted is not written. Returns the models it changed.
 */
export async function configureAdminViews(
  strapi: Core.Strapi,
  views: { contentTypes: Record<string, AdminView>; components: Record<string, ComponentView> } = {
    contentTypes: CONTENT_TYPE_VIEWS,
    components: COMPONENT_VIEWS,
  },
): Promise<string[]> {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as unknown as ConfigurationService & {
    findContentType(uid: string): { uid: string } | undefined;
  };
  const components = contentManager.service('components') as unknown as ConfigurationService & {
    findComponent(uid: string): { uid: string } | undefined;
  };
  const mainFieldOf = (uid: string) => views.contentTypes[uid]?.mainField;
  const changed: string[] = [];
  const update = async (
    service: ConfigurationService,
    model: { uid: string } | undefined,
    schema: Schema | undefined,
    wantedOf: (current: Configuration, schema: Schema) => Configuration,
  ) => {
    if (!model || !schema) return;
    const { uid: _uid, category: _category, ...current } = await service.findConfiguration(model);
    const wanted = wantedOf(current, schema);
    if (JSON.stringify(wanted) === JSON.stringify(current)) return;
    await service.updateConfiguration(model, wanted);
    changed.push(model.uid);
  };
  for (const [uid, view] of Object.entries(views.contentTypes)) {
    const schema = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as Schema | undefined;
    await update(contentTypes, contentTypes.findContentType(uid), schema, (current, model) =>
      applyContentTypeView(current, model, view, mainFieldOf),
    );
  }
  for (const [uid, view] of Object.entries(views.components)) {
    const schema = strapi.components[uid as keyof typeof strapi.components] as unknown as Schema | undefined;
    await update(components, components.findComponent(uid), schema, (current, model) =>
      applyComponentView(current, model, view, mainFieldOf),
    );
  }
  return changed;
}
