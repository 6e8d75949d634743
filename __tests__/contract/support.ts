/**
 * Talking to the test CMS started by global-setup.js (or by the test runner).
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { printIntrospectedSchema } from '../../cms/scripts/print-schema';
import { cachedAdminToken } from '../support/cms-admin-token';

export const cmsUrl = () => {
  const url = process.env.CMS_TEST_URL;
  if (!url) throw new Error('CMS_TEST_URL is not set: run the contract tier through jest (global-setup) or npm test');
  return url;
};

const testEnv = (name: string) => {
  const value = process.env[`CMS_TEST_${name}`];
  if (!value) throw new Error(`CMS_TEST_${name} is not set`);
  return value;
};
export const previewToken = () => testEnv('CMS_PREVIEW_TOKEN');
/** The site's create-only token for newsletter sign-ups. */
export const newsletterToken = () => testEnv('CMS_NEWSLETTER_TOKEN');
/** The site the CMS builds its preview links to (SITE_URL of the test CMS). */
export const siteUrl = () => testEnv('SITE_URL');
export const previewSecret = () => testEnv('PREVIEW_SECRET');
/** The file the test CMS writes its stdout and stderr to (scripts/support/test-cms.js). */
export const cmsLogFile = () => testEnv('LOG_FILE');
export const adminCredentials = () => ({ email: testEnv('CMS_ADMIN_EMAIL'), password: testEnv('CMS_ADMIN_PASSWORD') });

export interface GraphQLResult<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  /** What the operation cost the CMS (cms/src/security/graphql-budget.ts). */
  extensions?: { cost?: { reads: number; items: number; bytes: number } };
}

export async function graphql<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  { token }: { token?: string } = {},
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${cmsUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLResult<T>;
  return { ...body, status: response.status };
}

/** A query that must succeed: fails the test with the GraphQL errors otherwise. */
export async function graphqlData<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string } = {},
) {
  const result = await graphql<T>(query, variables, options);
  if (result.errors?.length || !result.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)} for ${query.slice(0, 120)}`);
  }
  return result.data;
}

/** A document as the site's Apollo Client sends it: its cache adds __typename to every selection. */
export const asSentBySite = (document: DocumentNode) => print(addTypenameToDocument(document));

/** The editor's admin token, signed in once per test CMS (Strapi rate-limits admin sign-ins). */
export const adminToken = (): Promise<string> => cachedAdminToken(cmsUrl(), adminCredentials());

export async function liveSchema(): Promise<string> {
  const { getIntrospectionQuery } = await import('graphql');
  const result = await graphqlData(getIntrospectionQuery({ specifiedByUrl: true }));
  return printIntrospectedSchema(result);
}
