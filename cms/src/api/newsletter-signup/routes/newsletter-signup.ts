/**
 * One route, no core CRUD: the site's server POSTs a sign-up with the create-only API token
 * (cms/src/bootstrap/api-tokens.ts). Nobody reads sign-ups through the API; editors see them in the
 * admin's content manager.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/newsletter-signups/subscribe',
      handler: 'api::newsletter-signup.newsletter-signup.subscribe',
    },
  ],
};
