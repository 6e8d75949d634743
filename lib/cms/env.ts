/**
 * Server-side settings of the CMS connection, read from the environment at request time (never
 * inlined into a browser bundle: none of these is NEXT_PUBLIC_).
 */
export const cmsUrl = (): string => (process.env.CMS_URL || 'http://localhost:1337').replace(/\/+$/, '');

export const graphqlEndpoint = (): string => `${cmsUrl()}/graphql`;

/** How long a CMS request may take before the page answers with an error instead of hanging. */
export const cmsTimeoutMs = (): number => {
  const value = Number(process.env.CMS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 8000;
};

/** The read-only API token for drafts; only ever used on the server, in draft mode. */
export const cmsPreviewToken = (): string | undefined => process.env.CMS_PREVIEW_TOKEN || undefined;
