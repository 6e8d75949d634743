import type { Core } from '@strapi/strapi';

export const REVALIDATE_WEBHOOK_NAME = 'Site caches (revalidate on publish)';

/** Every event that can change what a visitor sees: entries and media, created to deleted. */
export const REVALIDATE_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

interface WebhookStore {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id' | 'isEnabled'>): Promise<Webhook>;
  updateWebhook(id: string, data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
  deleteWebhook(id: string): Promise<Webhook | null>;
}

interface WebhookRunner {
  add(webhook: Webhook): void;
  update(webhook: Webhook): void;
  remove(webhook: Webhook): void;
}

/**
 * The site's caches are purged by its `POST /api/revalidate` (with `Authorization: Bearer
 * <REVALIDATE_SECRET>`) whenever content changes, so a publish shows at once. The webhook is
 * configured from the environment at every start (created, updated to follow a changed URL or
 * secret, or removed when either is missing; config/site.ts gives the URL its default,
 * SITE_URL/api/revalidate) and registered with the running webhook runner, which loaded the
 * stored webhooks before this bootstrap ran.
 */
export async function ensureRevalidateWebhook(
  strapi: Core.Strapi,
  { url, secret }: { url?: string; secret?: string },
): Promise<'created' | 'updated' | 'removed' | 'unchanged' | 'skipped'> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === REVALIDATE_WEBHOOK_NAME);
  if (!url || !secret) {
    if (!existing) return 'skipped';
    await store.deleteWebhook(existing.id);
    runner.remove(existing);
    return 'removed';
  }
  const wanted = {
    name: REVALIDATE_WEBHOOK_NAME,
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events: REVALIDATE_EVENTS,
  };
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    return 'created';
  }
  const same =
    existing.url === url &&
    existing.isEnabled &&
    existing.headers?.Authorization === wanted.headers.Authorization &&
    JSON.stringify([...(existing.events ?? [])].sort()) === JSON.stringify([...REVALIDATE_EVENTS].sort());
  if (same) return 'unchanged';
  const updated = await store.updateWebhook(existing.id, { ...wanted, isEnabled: true });
  if (updated) runner.update(updated);
  return 'updated';
}
