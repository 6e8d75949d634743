import type { Core } from '@strapi/strapi';
import { PRIVATE_TYPES } from './private-types';

/** Plugin types the site never reads: no queries, no mutations. */
const HIDDEN_PLUGIN_TYPES = [
  'plugin::users-permissions.user',
  'plugin::users-permissions.role',
  'plugin::review-workflows.workflow',
  'plugin::review-workflows.workflow-stage',
  'plugin::i18n.locale',
];

/**
 * The site only reads; editors write in the admin. So the GraphQL API offers no shadow-CRUD
 * mutations at all (permissions would refuse them, but a smaller schema is a smaller surface and a
 * smaller codegen input), and no queries for plugin types the site does not use.
 */
export function disableGraphqlMutations(strapi: Core.Strapi) {
  const extension = strapi.plugin('graphql').service('extension');
  for (const uid of Object.keys(strapi.contentTypes)) {
    if (uid.startsWith('api::') || uid === 'plugin::upload.file') {
      extension.shadowCRUD(uid).disableMutations();
    }
  }
  for (const uid of HIDDEN_PLUGIN_TYPES) {
    extension.shadowCRUD(uid).disableQueries();
    extension.shadowCRUD(uid).disableMutations();
  }
  extension.shadowCRUD('plugin::upload.file').disableQueries();
  // Not even the type: nothing about visitors' data in the public schema.
  for (const uid of PRIVATE_TYPES) extension.shadowCRUD(uid).disable();
}
