/**
 * `global::no-fingerprint` (config/middlewares.ts): no answer names the server behind it. Strapi's
 * `strapi::poweredBy` (X-Powered-By) is not in the list, and the `strapi` header its health check
 * sets is removed on the way out: a product name helps only someone looking for a known hole.
 */
const FINGERPRINTS = ['X-Powered-By', 'strapi'];

interface Context {
  remove(field: string): void;
}

const noFingerprint = () => async (ctx: Context, next: () => Promise<unknown>) => {
  try {
    await next();
  } finally {
    for (const name of FINGERPRINTS) ctx.remove(name);
  }
};

export default noFingerprint;
