import type { Core } from '@strapi/strapi';
import { NEWSLETTER_SIGNUP_VIEW } from '../api/newsletter-signup/content-types/newsletter-signup/admin-view';

/** How a content type's list and edit views look in the admin, set from code. */
export interface AdminView {
  /** The list view's columns, in order. */
  list: string[];
  /** The list's default sort. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The field that names an entry in relations and titles. */
  mainField: string;
  /** Per field: the label and hint editors see, and whether they may change it. */
  fields: Record<string, { label: string; description: string; editable?: boolean }>;
}

export const ADMIN_VIEWS: Record<string, AdminView> = {
  'api::newsletter-signup.newsletter-signup': NEWSLETTER_SIGNUP_VIEW,
};

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
}

function apply(configuration: Configuration, view: AdminView): Configuration {
  const metadatas = { ...configuration.metadatas };
  for (const [field, { label, description, editable = true }] of Object.entries(view.fields)) {
    const current = metadatas[field] ?? { edit: {}, list: {} };
    metadatas[field] = {
      edit: { ...current.edit, label, description, editable },
      list: { ...current.list, label },
    };
  }
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

/**
 * Puts each view of ADMIN_VIEWS into the content manager's stored configuration (after the
 * content manager has created its defaults). Idempotent; returns the types it changed.
 */
export async function configureAdminViews(strapi: Core.Strapi, views = ADMIN_VIEWS): Promise<string[]> {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as unknown as {
    findContentType(uid: string): { uid: string } | undefined;
    findConfiguration(contentType: { uid: string }): Promise<Configuration & { uid: string }>;
    updateConfiguration(contentType: { uid: string }, configuration: Configuration): Promise<unknown>;
  };
  const changed: string[] = [];
  for (const [uid, view] of Object.entries(views)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const { uid: _uid, ...current } = await contentTypes.findConfiguration(contentType);
    const wanted = apply(current, view);
    if (JSON.stringify(wanted) === JSON.stringify(current)) continue;
    await contentTypes.updateConfiguration(contentType, wanted);
    changed.push(uid);
  }
  return changed;
}
