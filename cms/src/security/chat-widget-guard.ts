import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { chatHostOf, chatHostRefusal } from '../lib/chat-providers';

/**
 * A brand's live chat loads only from a listed chat provider (cms/src/lib/chat-providers.ts): its
 * script would run on every page for every visitor. Every create and update of a brand's settings
 * (the admin's, and any other caller's) is refused with the reason, shown in the admin beside the
 * Save, when the chat widget's Host is another; an accepted host is stored as the site loads it
 * (`https://WChat.Freshchat.com/` becomes `wchat.freshchat.com`). An empty Host means no chat.
 */
export const SETTINGS_UID = 'api::brand-setting.brand-setting';
const WRITES = new Set(['create', 'update']);

/** The chat widget's Host as it should be stored; throws the editor's message when refused. */
export function acceptedChatHost(host: unknown): string | null | undefined {
  if (host === undefined || host === null) return host;
  if (typeof host !== 'string') throw new errors.ValidationError(chatHostRefusal(String(host)));
  if (!host.trim()) return host.trim();
  const accepted = chatHostOf(host);
  if (!accepted) throw new errors.ValidationError(chatHostRefusal(host));
  return accepted.host;
}

export function registerChatWidgetGuard(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SETTINGS_UID || !WRITES.has(context.action)) return next();
    const data = (context.params as { data?: { ChatWidget?: { Host?: unknown } | null } }).data;
    const widget = data?.ChatWidget;
    if (widget && typeof widget === 'object' && 'Host' in widget) widget.Host = acceptedChatHost(widget.Host);
    return next();
  });
}
