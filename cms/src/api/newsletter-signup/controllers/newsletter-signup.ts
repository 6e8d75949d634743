import { factories } from '@strapi/strapi';
import type { SignupInput } from '../services/newsletter-signup';

/**
 * `POST /api/newsletter-signups/subscribe`: stores a sign-up once per brand, list and address.
 * Answers 201 when it stored a new one, 200 when that address was already on the list, and never
 * echoes what was sent.
 */
export default factories.createCoreController('api::newsletter-signup.newsletter-signup', ({ strapi }) => ({
  async subscribe(ctx) {
    const body = (ctx.request as unknown as { body?: { data?: unknown } }).body;
    const service = strapi.service('api::newsletter-signup.newsletter-signup') as unknown as {
      subscribe(input: SignupInput): Promise<{ created: boolean }>;
    };
    const { created } = await service.subscribe((body?.data ?? {}) as SignupInput);
    ctx.status = created ? 201 : 200;
    ctx.body = { data: { created } };
  },
}));
