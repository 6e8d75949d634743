/**
 * The live-chat providers a brand's chat widget may load (issue 40). The widget's script runs on
 * every page of the brand, for every visitor, under the site's `'strict-dynamic'` policy, so its
 * host is not the editor's free choice: it must be one of these providers' hosts. The CMS refuses
 * any other host when a brand's settings are saved (cms/src/security/chat-widget-guard.ts), and the
 * site loads nothing for one that reached the database another way (components/layout/ChatWidget).
 *
 * Both read this one list: the site imports it from here. To add a provider, add its entry, the way
 * its script is started to components/layout/ChatWidget.tsx, and its line to docs/security.md.
 *
 * Pure data and string functions only: the site's bundle imports this file.
 */
export interface ChatProvider {
  /** What editors are told. */
  name: string;
  /** The provider's domain: its hosts are this domain's sub-domains (one per account or region). */
  domain: string;
  /** A host to give as an example. */
  example: string;
  /** The path of its loader script on the host. */
  script: string;
}

export const CHAT_PROVIDERS: readonly ChatProvider[] = [
  // Freshchat's web widget: `fcWidget.init({ token, host, widgetUuid })`, its script at
  // <host>/js/widget.js; the host is the account's (acme.freshchat.com) or the region's
  // (wchat.freshchat.com, wchat.eu.freshchat.com, wchat.in.freshchat.com, wchat.au.freshchat.com).
  { name: 'Freshchat', domain: 'freshchat.com', example: 'wchat.freshchat.com', script: '/js/widget.js' },
];

/** One DNS label: letters, digits and inner hyphens. */
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export interface ChatHost {
  /** The host, as the site loads it: lower case, no scheme, port or path. */
  host: string;
  provider: ChatProvider;
}

/**
 * The chat host an editor typed, when it is one of a listed provider's: with or without
 * `https://` and a trailing `/` (the provider's snippet shows `host: "https://wchat.freshchat.com"`),
 * in any case. Anything else (another domain, a look-alike such as `freshchat.com.evil.example` or
 * `evilfreshchat.com`, a port, a path, credentials, `http:`) is null.
 */
export function chatHostOf(value: string | null | undefined): ChatHost | null {
  if (typeof value !== 'string') return null;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^https:\/\//, '')
    .replace(/\/$/, '');
  if (host.length > 253) return null;
  const labels = host.split('.');
  if (!labels.every((label) => LABEL.test(label))) return null;
  const provider = CHAT_PROVIDERS.find(
    (candidate) => host.endsWith(`.${candidate.domain}`) && labels.length > candidate.domain.split('.').length,
  );
  return provider ? { host, provider } : null;
}

/** What an editor is told when the host they typed is refused. */
export function chatHostRefusal(value: string): string {
  const shown = value.trim().slice(0, 80);
  const providers = CHAT_PROVIDERS.map(
    ({ name, domain, example }) => `${name} (a host under ${domain}, such as ${example})`,
  );
  return (
    `Live chat: "${shown}" is not the host of a chat provider this site loads. ` +
    `Use one of: ${providers.join('; ')}. Another provider is added by a developer, in cms/src/lib/chat-providers.ts.`
  );
}
