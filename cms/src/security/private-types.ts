/**
 * Content types that hold visitors' personal data. The public role never reads them and GraphQL
 * has no query for them; the site writes through one create-only route with its own API token,
 * and editors see them in the admin only.
 */
export const PRIVATE_TYPES: readonly string[] = ['api::newsletter-signup.newsletter-signup'];

export const isPrivateType = (uid: string) => PRIVATE_TYPES.includes(uid);
